import { Group, Pagination, Text } from '@mantine/core';

export interface ListFooterProps {
  /** "25 users", "10,000+ items"; empty while loading. */
  countLabel: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What the pager pages, for screen readers: "User list pages". */
  label: string;
  countTestId?: string;
}

/**
 * The count and the pager under a server-paged table. The spec's pager shows about five numbers:
 * one sibling each side of the current page and one page at each end.
 */
export function ListFooter({ countLabel, page, totalPages, onPage, label, countTestId }: ListFooterProps) {
  return (
    <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid={countTestId}>
        {countLabel || ' '}
      </Text>
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={Math.min(page, totalPages)}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          size="sm"
          aria-label={label}
        />
      )}
    </Group>
  );
}
