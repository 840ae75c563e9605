import '@mantine/dates/styles.css';
import type { ReactNode } from 'react';
import { Alert, Card, Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAlertTriangle, IconCalendar } from '@tabler/icons-react';
import type { DateRange, DateRangeProblem } from '@/lib/use-date-range-params';

export interface DateRangeInputsProps {
  range: DateRange;
  problem: DateRangeProblem;
  onChange: (change: Partial<DateRange>) => void;
}

/** 'Date Start' and 'Date End': both required; the start's maximum is the end date. */
export function DateRangeInputs({ range, problem, onChange }: DateRangeInputsProps) {
  const icon = <IconCalendar size={16} stroke={1.6} />;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <DatePickerInput
        label="Date Start"
        required
        clearable
        value={range.start}
        maxDate={range.end ?? undefined}
        onChange={(value) => onChange({ start: value })}
        valueFormat="MMM D, YYYY"
        placeholder="Pick a date"
        leftSection={icon}
        error={!range.start ? 'Date Start is required' : problem === 'invalid' ? 'Invalid date range' : undefined}
        w={{ base: '100%', xs: 180 }}
        popoverProps={{ withinPortal: true }}
      />
      <DatePickerInput
        label="Date End"
        required
        clearable
        value={range.end}
        onChange={(value) => onChange({ end: value })}
        valueFormat="MMM D, YYYY"
        placeholder="Pick a date"
        leftSection={icon}
        error={!range.end ? 'Date End is required' : undefined}
        w={{ base: '100%', xs: 180 }}
        popoverProps={{ withinPortal: true }}
      />
    </Group>
  );
}

/**
 * A report's filter bar: the two dates, the report's own controls beside them (`children`), and under the
 * bar the reason no figures are asked for while the range is not valid.
 */
export function DateRangeBar({ children, ...inputs }: DateRangeInputsProps & { children?: ReactNode }) {
  return (
    <>
      <Card withBorder radius="md" shadow="xs" padding="md" mb="md">
        <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
          <DateRangeInputs {...inputs} />
          {children}
        </Group>
      </Card>
      {inputs.problem !== null && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="md" role="alert">
          {inputs.problem === 'invalid' ? 'Invalid date range' : 'Both Date Start and Date End are required'}
        </Alert>
      )}
    </>
  );
}
