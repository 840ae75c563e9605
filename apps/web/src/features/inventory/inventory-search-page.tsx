import { useState } from 'react';
import { Card, Modal, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  INVENTORY_PAGE_SIZE,
  INVENTORY_SORT_COLUMNS,
  deleteInventory,
  exportInventory,
  type InventoryItem,
} from '@makro/domain/inventory';
import { grants } from '@makro/domain/shared';
import { useDeleteInventory, useInventoryList, type InventoryListQuery } from '@/features/inventory/api';
import { ExportModal } from '@/features/inventory/export-modal';
import { INVENTORY_FILTERS, InventoryFilters } from '@/features/inventory/inventory-filters';
import { InventoryTable, type InventorySortColumn } from '@/features/inventory/inventory-table';
import { ItemDetails } from '@/features/inventory/item-details';
import { LocationModal } from '@/features/inventory/location-modal';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import { useListState, type ListState } from '@/lib/use-list-state';
import { PageHeader } from '@/ui/page-header';

/** The list's URL state as the API's query. */
function listQuery({
  page,
  sort,
  filters,
}: ListState<typeof INVENTORY_FILTERS, InventorySortColumn>): InventoryListQuery {
  return {
    page,
    per_page: INVENTORY_PAGE_SIZE,
    keyword: filters.keyword || undefined,
    category: filters.category || undefined,
    status: filters.status || undefined,
    location: filters.location || undefined,
    sort: sort?.column,
    order: sort?.direction,
  };
}

/** /inventory-search (spec part 1 §2 "Inventory Search"). */
export function InventorySearchPage() {
  const { user, permissions } = useSession();
  const accountType = user?.account_type.slug ?? '';
  const canDelete = grants(deleteInventory.access, permissions, accountType);
  const canExport = grants(exportInventory.access, permissions, accountType);
  const list = useListState({ filters: INVENTORY_FILTERS, sortable: INVENTORY_SORT_COLUMNS });
  const inventory = useInventoryList(listQuery(list));
  const remove = useDeleteInventory();
  const [viewing, setViewing] = useState<InventoryItem | null>(null);
  const [exporting, setExporting] = useState(false);
  const [pickingBin, setPickingBin] = useState(false);
  const data = inventory.data;

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
          filters={list.filters}
          setFilters={list.setFilters}
          onSearchLocation={() => setPickingBin(true)}
          onExport={() => setExporting(true)}
          canExport={canExport}
        />
        {inventory.isError && !data ? (
          <Text c="red" size="sm" py="lg" ta="center" role="alert">
            The inventory could not be loaded: {inventory.error.message}
          </Text>
        ) : (
          <InventoryTable
            page={data && { items: data.inventories, totalCount: data.total_count, estimate: data.total_is_estimate }}
            pageNumber={list.page}
            onPage={list.setPage}
            sort={list.sort}
            onSort={list.setSort}
            fetching={inventory.isFetching}
            canDelete={canDelete}
            onView={setViewing}
            onDelete={confirmDelete}
          />
        )}
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
        onPick={(code) => list.setFilters({ location: code })}
      />
    </>
  );
}
