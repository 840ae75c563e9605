import { useEffect, useRef, useState } from 'react';
import { Combobox, Group, Kbd, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconBox, IconBuildingStore, IconSearch, IconTicket, IconTag, IconUser, type Icon } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import {
  GLOBAL_SEARCH_DEBOUNCE_MS,
  MIN_SEARCH_LENGTH,
  type GlobalSearchAnswer,
  type SearchKind,
  type SearchResult,
} from '@makro/domain/global-search';
import { useGlobalSearch, useSearchNow } from '@/features/global-search/api';

const KIND_ICONS: Record<SearchKind, Icon> = {
  item: IconBox,
  ticket: IconTicket,
  order: IconBuildingStore,
  part: IconTag,
  user: IconUser,
};

/** Options are keyed by their place in the answer, so the dropdown can map a submitted value back to a result. */
const optionValue = (kind: SearchKind, index: number) => `${kind}:${index}`;

function resultFor(answer: GlobalSearchAnswer | undefined, value: string): SearchResult | undefined {
  const [kind, index] = value.split(':');
  return answer?.groups.find((group) => group.kind === kind)?.results[Number(index)];
}

/** What Enter opens before any option was chosen: the exact match, else the only result. */
function directHit(answer: GlobalSearchAnswer): SearchResult | undefined {
  const all = answer.groups.flatMap((group) => group.results);
  return all.find((result) => result.exact) ?? (all.length === 1 ? all[0] : undefined);
}

function ResultOption({ result, value }: { result: SearchResult; value: string }) {
  const KindIcon = KIND_ICONS[result.kind];
  return (
    <Combobox.Option value={value}>
      <Group gap="sm" wrap="nowrap">
        <KindIcon size={18} stroke={1.5} />
        <div style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600} truncate>
            {result.title}
          </Text>
          {/* Not "dimmed": the selected option's background would swallow it. */}
          <Text fz="xs" opacity={0.75} truncate>
            {result.subtitle}
          </Text>
        </div>
      </Group>
    </Combobox.Option>
  );
}

/**
 * The top bar's search: `/` or Ctrl+K focuses it; typing asks the server (after a short pause) for everything
 * the person may open, grouped by kind; arrows move, Enter opens. A wedge scanner types a serial and Enter
 * faster than the pause: Enter then asks at once and opens the exact match.
 */
export function GlobalSearchBox() {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const query = typed.trim();
  const [debounced] = useDebouncedValue(query, GLOBAL_SEARCH_DEBOUNCE_MS);
  const search = useGlobalSearch(debounced);
  const searchNow = useSearchNow();
  const answer = search.data;
  const current = answer?.query === query ? answer : undefined;

  useHotkeys([
    ['/', () => input.current?.focus()],
    ['mod+K', () => input.current?.focus()],
  ]);

  // A new answer selects its first option, so Enter opens the best match.
  useEffect(() => {
    if (current && current.groups.length > 0) combobox.selectFirstOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new answer lands
  }, [current]);

  const open = (result: SearchResult) => {
    setTyped('');
    combobox.closeDropdown();
    input.current?.blur();
    void navigate(result.path);
  };

  const openOnEnter = async () => {
    if (query.length < MIN_SEARCH_LENGTH) return;
    const hit = directHit(await searchNow(query));
    if (hit) open(hit);
    else combobox.openDropdown();
  };

  const showDropdown = query.length >= MIN_SEARCH_LENGTH;
  return (
    <Combobox
      store={combobox}
      width={380}
      position="bottom-start"
      onOptionSubmit={(value) => {
        const result = resultFor(answer, value);
        if (result) open(result);
      }}
    >
      <Combobox.Target>
        <TextInput
          ref={input}
          className="makro-topbar-search"
          placeholder="Search..."
          aria-label="Search"
          leftSection={<IconSearch size={16} />}
          rightSection={search.isFetching ? <Loader size={14} /> : <Kbd size="xs">/</Kbd>}
          w={260}
          radius="xl"
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setTyped('');
              input.current?.blur();
            }
            // Enter on a chosen option is the combobox's; Enter before the answer (a scanner) is ours.
            if (event.key === 'Enter' && (!current || combobox.getSelectedOptionIndex() < 0)) {
              event.preventDefault();
              void openOnEnter();
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showDropdown}>
        <Combobox.Options mah={420} style={{ overflowY: 'auto' }} aria-label="Search results">
          {answer?.groups.map((group) => (
            <Combobox.Group key={group.kind} label={group.label}>
              {group.results.map((result, index) => (
                <ResultOption
                  key={optionValue(group.kind, index)}
                  result={result}
                  value={optionValue(group.kind, index)}
                />
              ))}
            </Combobox.Group>
          ))}
          {answer && answer.groups.length === 0 && !search.isFetching && (
            <Combobox.Empty>Nothing found for “{answer.query}”</Combobox.Empty>
          )}
          {!answer && <Combobox.Empty>Searching…</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
