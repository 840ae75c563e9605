import { useState } from 'react';
import { Alert, Card, Stack, Title } from '@mantine/core';
import { IconLoader } from '@tabler/icons-react';
import { SITEWIDE_SALE_MESSAGES, SITEWIDE_SALES_PAGE_SIZE } from '@makro/domain/sitewide-sale';
import { useSitewideSales, type SalePreviewInput } from '@/features/sitewide-sale/api';
import { useLeaveWarning } from '@/features/sitewide-sale/leave-guard';
import { PreviewTable } from '@/features/sitewide-sale/preview-table';
import { SaleForm } from '@/features/sitewide-sale/sale-form';
import { SalesTable } from '@/features/sitewide-sale/sales-table';
import { useListState } from '@/lib/use-list-state';
import { PageHeader } from '@/ui/page-header';

/**
 * /sitewide-sale: a new sale (with its preview) and the sales so far. While a sale's prices are being changed
 * in a shop the page warns before it is left (spec part 2 §2); the job itself goes on on the server.
 */
export function SitewideSalePage() {
  const list = useListState({ filters: {} });
  const [preview, setPreview] = useState<Omit<SalePreviewInput, 'page' | 'per_page'> | null>(null);
  const [previewPage, setPreviewPage] = useState(1);
  // The same query as the table's: one request, shared by TanStack Query.
  const sales = useSitewideSales(list.page, SITEWIDE_SALES_PAGE_SIZE);
  const running = sales.data?.running ?? false;
  useLeaveWarning(running, SITEWIDE_SALE_MESSAGES.leaveWarning);

  return (
    <Stack gap="md">
      <PageHeader title="Sitewide Sale" crumbs={[{ label: 'Tools' }]} />
      <SaleForm
        onPreview={(query) => {
          setPreview(query);
          setPreviewPage(1);
        }}
        onStarted={() => {
          setPreview(null);
          list.setPage(1);
        }}
      />
      {preview && <PreviewTable query={preview} page={previewPage} onPage={setPreviewPage} />}
      {running && (
        <Alert color="blue" variant="light" icon={<IconLoader size={18} />} title="A sale is being applied">
          The shop is being updated on the server; it goes on if you leave this page.
        </Alert>
      )}
      <Card withBorder radius="md" shadow="xs" padding="lg">
        <Title order={5} mb="xs">
          Sales
        </Title>
        <SalesTable page={list.page} onPage={list.setPage} />
      </Card>
    </Stack>
  );
}
