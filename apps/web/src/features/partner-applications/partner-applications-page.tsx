import { Card, Stack } from '@mantine/core';
import { PARTNER_FILTERS, PartnerTable } from '@/features/partner-applications/partner-table';
import { useListState } from '@/lib/use-list-state';
import { PageHeader } from '@/ui/page-header';

/** /partner-application: businesses applying to the partner program, decided in the table. */
export function PartnerApplicationsPage() {
  const list = useListState({ filters: PARTNER_FILTERS });
  return (
    <Stack gap={0}>
      <PageHeader title="Partnership Applications" />
      <Card withBorder radius="md" shadow="xs" padding="lg">
        <PartnerTable list={list} />
      </Card>
    </Stack>
  );
}
