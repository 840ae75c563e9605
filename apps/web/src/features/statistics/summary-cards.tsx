import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCurrencyDollar, IconPackage, IconReceipt, IconArrowBackUp } from '@tabler/icons-react';
import type { Statistics } from '@makro/domain/statistics';
import { formatCount, formatMoney } from '@/features/statistics/statistics-data';

/** Orders, revenue, items and RMAs of the range. */
export function SummaryCards({ totals }: { totals: Statistics['totals'] | undefined }) {
  const cards = [
    { label: 'Orders', value: totals && formatCount(totals.orders), icon: IconReceipt, color: 'makro' },
    { label: 'Revenue', value: totals && formatMoney(totals.revenue), icon: IconCurrencyDollar, color: 'teal' },
    { label: 'Items sold', value: totals && formatCount(totals.items), icon: IconPackage, color: 'indigo' },
    { label: 'RMAs', value: totals && formatCount(totals.rmas), icon: IconArrowBackUp, color: 'red' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" mb="md">
      {cards.map(({ label, value, icon: Icon, color }) => (
        <Card key={label} withBorder radius="md" shadow="xs" padding="md" data-testid={`stat-${label}`}>
          {/* The icon sits beside the label, so the figure has the card's whole width. */}
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size={28} radius="md" variant="light" color={color}>
              <Icon size={18} stroke={1.6} />
            </ThemeIcon>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
          </Group>
          {value === undefined ? (
            <Skeleton h={28} w={120} mt={6} />
          ) : (
            <Text fz={24} fw={700} lh={1.3} mt={4} style={{ whiteSpace: 'nowrap' }}>
              {value}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
