import { Card, Group, Switch } from '@mantine/core';
import type { DashboardParams } from '@/features/dashboard/use-dashboard-params';
import type { DateRangeProblem } from '@/lib/use-date-range-params';
import { DateRangeInputs } from '@/ui/date-range-inputs';

export interface DateRangeFilterProps {
  params: DashboardParams;
  problem: DateRangeProblem;
  onChange: (change: Partial<DashboardParams>) => void;
}

/** Date Start, Date End and the 'Within 30 days since the original Order' switch. */
export function DateRangeFilter({ params, problem, onChange }: DateRangeFilterProps) {
  return (
    <Card withBorder radius="md" shadow="xs" padding="md" mb="md">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <DateRangeInputs range={params} problem={problem} onChange={onChange} />
        <Switch
          label="Within 30 days since the original Order"
          checked={params.within30days}
          onChange={(event) => onChange({ within30days: event.currentTarget.checked })}
          mb={8}
        />
      </Group>
    </Card>
  );
}
