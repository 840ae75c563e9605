import { forwardRef, type KeyboardEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconBarcode, IconTag } from '@tabler/icons-react';

interface ScanFieldProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** What the field keeps of what was typed or scanned, when a scanner's Enter ends it. */
  clean: (raw: string) => string;
  /** Where the focus goes after a scan (the next field, the button). */
  onScanned?: () => void;
  kind: 'tracking' | 'tag';
}

/**
 * A field a wedge scanner types into: its Enter ends the scan (the value is cleaned and the focus moves on)
 * instead of submitting the form half filled.
 */
export const ScanField = forwardRef<HTMLInputElement, ScanFieldProps>(function ScanField(
  { value, onChange, clean, onScanned, kind, ...others },
  ref,
) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onChange(clean(event.currentTarget.value));
    onScanned?.();
  };
  return (
    <TextInput
      ref={ref}
      autoComplete="off"
      spellCheck={false}
      leftSection={kind === 'tracking' ? <IconBarcode size={18} /> : <IconTag size={18} />}
      styles={{ input: { fontFamily: 'monospace' } }}
      {...others}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const cleaned = clean(event.currentTarget.value);
        if (cleaned !== event.currentTarget.value) onChange(cleaned);
      }}
      onKeyDown={onKeyDown}
    />
  );
});
