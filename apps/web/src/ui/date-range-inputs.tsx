import '@mantine/dates/styles.css';
import { Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
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
