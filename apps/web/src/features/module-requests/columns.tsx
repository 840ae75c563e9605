import { Text } from '@mantine/core';
import type { ModuleRequest } from '@makro/domain/module-requests';
import { formatDate, formatDateTime } from '@/lib/dates';
import type { DataTableColumn } from '@/ui/data-table';
import {
  ConditionBadge,
  CustomerLine,
  EMPTY,
  RequestedModule,
  ShopBadge,
  StatusBadge,
} from '@/features/module-requests/format';

/** The tracker's columns; Actions are added by the table. */
export const MODULE_REQUEST_COLUMNS: DataTableColumn<ModuleRequest>[] = [
  {
    accessor: 'created_at',
    title: 'Date',
    noWrap: true,
    render: (request) => (
      <Text size="sm" title={formatDateTime(request.created_at)}>
        {formatDate(request.created_at)}
      </Text>
    ),
  },
  { accessor: 'name', title: 'Customer', width: 220, render: (request) => <CustomerLine request={request} /> },
  {
    accessor: 'phone_number',
    title: 'Phone',
    noWrap: true,
    toggleable: true,
    defaultToggle: false,
    render: (request) => request.phone_number ?? EMPTY,
  },
  {
    accessor: 'module_type',
    title: 'Module',
    width: 210,
    render: (request) => <RequestedModule request={request} />,
  },
  {
    accessor: 'condition',
    title: 'Condition',
    noWrap: true,
    render: (request) => <ConditionBadge condition={request.condition} />,
  },
  {
    accessor: 'vin',
    title: 'VIN',
    noWrap: true,
    toggleable: true,
    defaultToggle: false,
    render: (request) => (
      <Text size="sm" ff="monospace">
        {request.vin ?? EMPTY}
      </Text>
    ),
  },
  { accessor: 'source', title: 'Shop', noWrap: true, render: (request) => <ShopBadge source={request.source} /> },
  { accessor: 'status', title: 'Status', noWrap: true, render: (request) => <StatusBadge request={request} /> },
];
