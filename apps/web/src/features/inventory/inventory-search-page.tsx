import { useState } from 'react';
import { Card, Modal, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  COUNT_CAP,
  INVENTORY_PAGE_SIZE,
  deleteInventory,
  exportInventory,
  type InventoryItem,
} from '@makro/domain/inventory';
import { grants } from '@makro/domain/shared';
import { useDeleteInventory, useInventoryList } from '@/features/inventory/api';
import { ExportModal } from '@/features/inventory/export-modal';
import { InventoryFilters } from '@/features/inventory/inventory-filters';
import { InventoryTable } from '@/features/inventory/inventory-table';
import { ItemDetails } from '@/features/inventory/item-details';
import { LocationModal } from '@/features/inventory/location-modal';
import { useInventoryParams } from '@/features/inventory/use-inventory-params';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import { ListFooter } from '@/ui/list-footer';
import { PageHeader } from '@/ui/page-header';

/** '1,234 items', or '10,000+ items' when the server stopped counting at its cap. */
export function countLabel(count: number, estimate: boolean): string {
  if (estimate) return `${COUNT_CAP.toLocaleString('en-US')}+ items`;
  return `${count.toLocaleString('en-US')} item${count === 1 ? '' : 's'}`;
}

/** /inventory-search (spec part 1 §2 "Inventory Search"). */
export function InventorySearchPage() {
  const { user, permissions } = useSession();
  const accountType = user?.account_type.slug ?? '';
  const canDelete = grants(deleteInventory.access, permissions, accountType);
  const canExport = grants(exportInventory.access, permissions, accountType);
  const [params, update] = useInventoryParams();
  const list = useInventoryList({
    page: params.page,
    per_page: INVENTORY_PAGE_SIZE,
    keyword: params.keyword.trim() || undefined,
    category: params.category || undefined,
    status: params.status || undefined,
    location: params.location || undefined,
  });
  const remove = useDeleteInventory();
  const [viewing, setViewing] = useState<InventoryItem | null>(null);
  const [exporting, setExporting] = useState(false);
  const [pickingBin, setPickingBin] = useState(false);

  const data = list.data;
  const estimate = data?.total_is_estimate ?? false;
  // Past the counting cap the pager goes on as long as pages come back full.
  const fullPage = (data?.inventories.length ?? 0) >= INVENTORY_PAGE_SIZE;
  const totalPages = Math.max(data?.total_pages ?? 1, estimate && fullPage ? params.page + 1 : 1);

  const confirmDelete = (item: InventoryItem) =>
    modals.openConfirmModal({
      title: `Delete ${item.serial_number} ?`,
      centered: true,
      children: <Text size="sm">You won&apos;t be able to revert this!</Text>,
      labels: { confirm: 'Yes, delete it', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(item.id);
          toast('success', 'Item has been deleted from inventory.', 'Deleted!');
          if (viewing?.id === item.id) setViewing(null);
        } catch (error) {
          toast('error', `The item could not be deleted: ${error instanceof Error ? error.message : 'unknown error'}`);
        }
      },
    });

  return (
    <>
      <PageHeader title="Search" crumbs={[{ label: 'Inventory' }]} />
      <Card withBorder radius="md" shadow="xs" padding="lg">
        <InventoryFilters
          params={params}
          update={update}
          onSearchLocation={() => setPickingBin(true)}
          onExport={() => setExporting(true)}
          canExport={canExport}
        />
        {list.isError && !data ? (
          <Text c="red" size="sm" py="lg" ta="center" role="alert">
            The inventory could not be loaded: {list.error.message}
          </Text>
        ) : (
          <InventoryTable
            items={data?.inventories}
            loading={list.isPending || list.isPlaceholderData}
            canDelete={canDelete}
            onView={setViewing}
            onDelete={confirmDelete}
          />
        )}
        <ListFooter
          countLabel={data ? countLabel(data.total_count, estimate) : ''}
          page={params.page}
          totalPages={totalPages}
          onPage={(page) => update({ page })}
          label="Inventory pages"
          countTestId="inventory-count"
        />
      </Card>

      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? `Item ${viewing.serial_number}` : 'Item'}
        size="xl"
        centered
      >
        {viewing && <ItemDetails id={viewing.id} preview={viewing} />}
      </Modal>
      <ExportModal opened={exporting} onClose={() => setExporting(false)} />
      <LocationModal
        opened={pickingBin}
        onClose={() => setPickingBin(false)}
        onPick={(code) => update({ location: code })}
      />
    </>
  );
}
