import { useState } from 'react';
import { Button, CloseButton, Divider, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  GRIM_CARRIERS,
  GRIM_DEFAULT_CARRIER,
  GRIM_MESSAGES,
  UpdateRtgrimOrderBody,
  canMarkGrimShipped,
  grimPartNumber,
  grimStatusChoices,
  grimStatusLook,
  type GrimStatus,
  type RtgrimOrder,
} from '@makro/domain/grim';
import { messageOf, useUpdateGrimOrder } from '@/features/grim/api';
import { GrimStatusBadge, customerOf } from '@/features/grim/grim-format';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/notify';

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value === null || value === '' || value === undefined ? '—' : value}
      </Text>
    </div>
  );
}

/** A failed call: 401 logs out elsewhere; a ShipStation warning (422) is a warning, anything else an error. */
function report(error: unknown, order: RtgrimOrder) {
  if (error instanceof ApiError && error.status === 401) return;
  if (error instanceof ApiError && (error.status === 422 || error.status === 409)) toast('warning', error.message);
  else if (error instanceof ApiError && error.status === 502) toast('error', error.message);
  else toast('error', `${GRIM_MESSAGES.updateFailed(order.order_number)}: ${messageOf(error)}`);
}

function StatusControl({ order }: { order: RtgrimOrder }) {
  const update = useUpdateGrimOrder();
  const [status, setStatus] = useState<string | null>(null);
  const choices = grimStatusChoices(order.status);
  const submit = async () => {
    if (!status) return;
    try {
      const { message } = await update.mutateAsync({ id: order.id, body: { status: status as GrimStatus } });
      toast('success', message);
      setStatus(null);
    } catch (error) {
      report(error, order);
    }
  };
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label="Update Status"
        placeholder="Choose a status"
        data={choices.map((value) => ({ value, label: grimStatusLook(value).label }))}
        value={status}
        onChange={setStatus}
        style={{ flex: 1 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Button onClick={submit} disabled={!status} loading={update.isPending}>
        Update
      </Button>
    </Group>
  );
}

function MarkAsShipped({ order, onShipped }: { order: RtgrimOrder; onShipped: () => void }) {
  const update = useUpdateGrimOrder();
  const form = useContractForm(UpdateRtgrimOrderBody, {
    initialValues: { status: 'shipped_to_customer', carrier_code: GRIM_DEFAULT_CARRIER, tracking_number: '' },
  });
  const ship = (body: UpdateRtgrimOrderBody) => {
    modals.openConfirmModal({
      title: `Mark order ${order.order_number} as shipped?`,
      centered: true,
      children: <Text size="sm">{GRIM_MESSAGES.shipConfirm}</Text>,
      labels: { confirm: 'Yes, mark as shipped', cancel: 'Cancel' },
      onConfirm: async () => {
        try {
          const { message } = await update.mutateAsync({ id: order.id, body });
          toast('success', message);
          onShipped();
        } catch (error) {
          markServerErrors(form, error);
          report(error, order);
        }
      },
    });
  };
  const onSubmit = form.onSubmit(ship, () => toast('warning', GRIM_MESSAGES.fillRequired));
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Mark as Shipped">
      <Stack gap="xs">
        <TextInput label="Tracking Number" required {...form.getInputProps('tracking_number')} />
        <Select
          label="Carrier"
          required
          data={GRIM_CARRIERS.map((carrier) => ({ ...carrier }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('carrier_code')}
        />
        <Button type="submit" color="green" loading={update.isPending}>
          Mark as Shipped
        </Button>
      </Stack>
    </form>
  );
}

/** The side preview panel: the order's fields, then its controls (none once shipped or cancelled). */
export function GrimPreview({
  order,
  onClose,
  onShipped,
}: {
  order: RtgrimOrder;
  onClose: () => void;
  onShipped: () => void;
}) {
  const final = grimStatusChoices(order.status).length === 0;
  return (
    <Stack gap="sm" aria-label={`Order ${order.order_number}`} role="region">
      <Group justify="space-between" wrap="nowrap">
        <Title order={4}>Order #{order.order_number}</Title>
        <CloseButton aria-label="Close preview" onClick={onClose} />
      </Group>
      <GrimStatusBadge status={order.status} />
      <SimpleGrid cols={2} spacing="xs">
        <Field label="Item" value={order.line_item_name} />
        <Field label="Part Number" value={grimPartNumber(order.part_number)} />
        <Field label="Quantity" value={order.quantity} />
        <Field label="Price" value={`$${order.line_item_price}`} />
        <Field label="Subtotal" value={`$${order.subtotal}`} />
        <Field label="Discount" value={`$${order.discount_amount}`} />
        <Field label="Taxes" value={`$${order.taxes}`} />
        <Field label="Total" value={`$${order.total}`} />
        <Field label="Mileage" value={order.mileage} />
        <Field label="Warranty Fix" value={order.warranty_fix ? 'Yes' : 'No'} />
      </SimpleGrid>
      <Divider label="Customer" labelPosition="left" />
      <SimpleGrid cols={2} spacing="xs">
        <Field label="Name" value={customerOf(order)} />
        <Field label="Phone" value={order.customer_phone} />
        <Field label="E-mail" value={order.customer_email} />
        <Field label="Note" value={order.customer_note} />
      </SimpleGrid>
      <Divider label="Ship to" labelPosition="left" />
      <Text size="sm">
        {order.shipping_name}
        {order.shipping_company ? `, ${order.shipping_company}` : ''}
        <br />
        {order.shipping_address_line_1}
        {order.shipping_address_line_2 ? `, ${order.shipping_address_line_2}` : ''}
        <br />
        {order.shipping_city}, {order.shipping_state_code} {order.shipping_zip} {order.shipping_country_code}
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        <Field label="Shipping Method" value={order.shipping_method} />
        <Field label="Phone" value={order.shipping_phone} />
        <Field label="Ordered" value={formatDateTime(order.created_at)} />
        <Field label="Received Order" value={order.processed_at ? formatDateTime(order.processed_at) : null} />
        {order.tracking_number && <Field label="Carrier" value={order.carrier_code?.toUpperCase()} />}
        {order.tracking_number && <Field label="Tracking Number" value={order.tracking_number} />}
      </SimpleGrid>
      {!final && (
        <>
          <Divider />
          <StatusControl key={`${order.id}-${order.status}`} order={order} />
        </>
      )}
      {canMarkGrimShipped(order.status) && (
        <>
          <Divider label="Mark as Shipped" labelPosition="left" />
          <MarkAsShipped key={order.id} order={order} onShipped={onShipped} />
        </>
      )}
    </Stack>
  );
}
