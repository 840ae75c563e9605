import { SimpleGrid, Text } from '@mantine/core';
import type { ModuleRequest } from '@makro/domain/module-requests';
import { formatDateTime } from '@/lib/dates';
import { LabelledField as Field } from '@/ui/labelled-field';
import { ConditionBadge, EMPTY, ShopBadge, StatusBadge, vehicleOf } from '@/features/module-requests/format';

/** The request's fields as the customer sent them (spec part 2 §3 "Module request"). */
export function CustomerSummary({ request, withStatus = false }: { request: ModuleRequest; withStatus?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
      <Field label="Name">{request.name}</Field>
      <Field label="E-mail">{request.email}</Field>
      <Field label="Phone">{request.phone_number ?? EMPTY}</Field>
      <Field label="Shop">
        <ShopBadge source={request.source} />
      </Field>
      {request.module_type && <Field label="Module Type">{request.module_type}</Field>}
      {vehicleOf(request) && <Field label="Year / Make / Model">{vehicleOf(request)}</Field>}
      <Field label="Condition">
        <ConditionBadge condition={request.condition} />
      </Field>
      <Field label="Part Number">{request.part_number ?? EMPTY}</Field>
      <Field label="VIN">
        <Text size="sm" ff="monospace">
          {request.vin ?? EMPTY}
        </Text>
      </Field>
      <Field label="Requested">{formatDateTime(request.created_at)}</Field>
      {withStatus && (
        <Field label="Status">
          <StatusBadge request={request} />
        </Field>
      )}
    </SimpleGrid>
  );
}
