import { Card, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { SALE_PREVIEW_PAGE_SIZE, type SalePreviewProduct } from '@makro/domain/sitewide-sale';
import { useSalePreview, type SalePreviewInput } from '@/features/sitewide-sale/api';
import { ServerDataTable, type DataTableColumn } from '@/ui/data-table';

const COLUMNS: DataTableColumn<SalePreviewProduct>[] = [
  { accessor: 'name', title: 'Product', render: (product) => <Text fz="sm">{product.name}</Text> },
  { accessor: 'sku', title: 'SKU', render: (product) => <Text fz="xs">{product.sku ?? '—'}</Text> },
  {
    accessor: 'sale_price',
    title: 'Price',
    textAlign: 'right',
    render: (product) => (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        <Text fz="sm" td="line-through" c="dimmed">
          ${product.regular_price}
        </Text>
        <IconArrowRight size={14} />
        <Text fz="sm" fw={600} c="teal">
          ${product.sale_price}
        </Text>
      </Group>
    ),
  },
];

/** Preview: the products a sale would change, old → new price, read from the shop through the server. */
export function PreviewTable({
  query,
  page,
  onPage,
}: {
  query: Omit<SalePreviewInput, 'page' | 'per_page'>;
  page: number;
  onPage: (page: number) => void;
}) {
  const preview = useSalePreview({ ...query, page, per_page: SALE_PREVIEW_PAGE_SIZE });
  const total = preview.data?.total_count ?? 0;
  return (
    <Card withBorder radius="md" shadow="xs" padding="lg">
      <Title order={5} mb="xs">
        Preview: {total} {total === 1 ? 'product' : 'products'} at {Number(query.percentage)} % off
      </Title>
      {preview.isError ? (
        <Text c="red" fz="sm" role="alert">
          {preview.error.message}
        </Text>
      ) : (
        <ServerDataTable
          label="Products in the sale"
          records={preview.data?.products}
          columns={COLUMNS}
          totalRecords={total}
          page={page}
          perPage={SALE_PREVIEW_PAGE_SIZE}
          onPage={onPage}
          fetching={preview.isFetching}
          countLabel={`${total} ${total === 1 ? 'product' : 'products'}`}
          empty={{ title: 'No products with a price here' }}
          minWidth={640}
        />
      )}
    </Card>
  );
}
