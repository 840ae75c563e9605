import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, SimpleGrid, Stack, Text, useMantineTheme, getThemeColor } from '@mantine/core';
import { formatCount, formatShare, type DistributionRow } from '@/features/dashboard/distribution-data';

export interface DistributionPieProps {
  title: string;
  rows: DistributionRow[];
  total: number;
  totalLabel: string;
  /** Legend columns on wider cards; shares are left to the table when the legend is dense. */
  legendColumns?: 2 | 3;
}

/**
 * A donut of a distribution with the total in its middle, tooltips on the slices and a legend that shows
 * every value (recharts: loaded lazily, outside the main bundle).
 */
export function DistributionPie({ title, rows, total, totalLabel, legendColumns = 2 }: DistributionPieProps) {
  const theme = useMantineTheme();
  const data = rows
    .filter((row) => row.count > 0)
    .map((row) => ({ name: row.label, value: row.count, color: row.color }));
  return (
    <Stack gap="md" align="center">
      <Box pos="relative" role="img" aria-label={`${title}: ${totalLabel} ${formatCount(total)}`}>
        <DonutChart
          data={data}
          size={220}
          thickness={34}
          paddingAngle={1}
          withTooltip
          tooltipDataSource="segment"
          valueFormatter={(value) => `${formatCount(value)} (${formatShare(total ? value / total : 0)})`}
          chartLabel={formatCount(total)}
          styles={{ label: { fontSize: 20, fontWeight: 700 } }}
          strokeWidth={1}
        />
      </Box>
      <Text size="sm" c="dimmed" ta="center">
        {totalLabel}: <b data-testid={`${title}-total`}>{formatCount(total)}</b>
      </Text>
      <SimpleGrid cols={{ base: 2, xs: legendColumns }} spacing={6} verticalSpacing={4} w="100%">
        {rows.map((row) => (
          <Group key={row.key} gap={6} wrap="nowrap">
            <ColorSwatch color={getThemeColor(row.color, theme)} size={10} withShadow={false} />
            <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
              {row.label}{' '}
              <Text span c="dimmed" inherit>
                {formatCount(row.count)}
                {legendColumns === 2 ? ` · ${formatShare(total ? row.count / total : 0)}` : ''}
              </Text>
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
