import { useState, type CSSProperties } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';

export interface DebouncedSearchInputProps {
  /** The input's accessible name. */
  label: string;
  placeholder: string;
  /** The text the box starts with (e.g. the keyword in the URL); the box keeps its own text afterwards. */
  defaultValue: string;
  debounceMs: number;
  /** Called with the text once typing pauses for `debounceMs`, and with '' at once on Clear search. */
  onSearch: (value: string) => void;
  style?: CSSProperties;
}

/** A search box that searches as one types (debounced), with a × button that clears it and searches at once. */
export function DebouncedSearchInput({
  label,
  placeholder,
  defaultValue,
  debounceMs,
  onSearch,
  style = { flex: '1 1 220px' },
}: DebouncedSearchInputProps) {
  const [text, setText] = useState(defaultValue);
  const apply = useDebouncedCallback(onSearch, debounceMs);
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              apply.cancel?.();
              onSearch('');
            }}
          >
            <IconX size={14} />
          </ActionIcon>
        ) : null
      }
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      style={style}
    />
  );
}
