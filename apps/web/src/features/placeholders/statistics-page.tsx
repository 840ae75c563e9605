import { Stack } from '@mantine/core';
import { ComingSoon } from '@/ui/coming-soon';
import { PageHeader } from '@/ui/page-header';

/** Statistics (spec part 1 §2): breadcrumb plus 'We Are Tuning / our website under construction'. */
export function StatisticsPage() {
  return (
    <Stack gap={0}>
      <PageHeader title="Statistics" />
      <ComingSoon title="We Are Tuning" text="our website under construction" />
    </Stack>
  );
}
