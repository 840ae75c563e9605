import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Center,
  Divider,
  Group,
  Loader,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { RMA_MESSAGES, exchangePrice, validShippingFee, type RmaDetail, type RmaRow } from '@makro/domain/rma';
import { toCents } from '@makro/domain/shared';
import { useRmaDetail, type RmaDecisionBody } from '@/features/rma/api';
import { useApproveRma } from '@/features/rma/rma-decisions';
import { money } from '@/features/rma/rma-format';
import { serverFieldErrors } from '@/lib/contract-form';
import { SummaryLine } from '@/ui/summary-line';

/** Spec part 2 §5 "RMA approval": what the amounts mean and that they can be changed. */
export const EXCHANGE_INFO =
  'When the replacement costs more than the original, the customer is charged the total on account; when it ' +
  'costs less, the difference is refunded. A shipping fee is added to what the customer pays, or taken off the ' +
  'refund. You can adjust either amount before approving.';

const amountOf = (value: string) => validShippingFee(value);

interface Adjusted {
  total?: string;
  refund?: string;
}

function ExchangeForm({ rma, onApproved }: { rma: RmaDetail; onApproved: () => void }) {
  const approve = useApproveRma();
  const [addFee, setAddFee] = useState(false);
  const [fee, setFee] = useState('');
  // What staff typed over the computed amounts; a new fee starts from the computation again.
  const [adjusted, setAdjusted] = useState<Adjusted>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const original = rma.original_order?.line_items[0] ?? null;
  const replacement = rma.replacement;
  const computed =
    original && replacement
      ? exchangePrice({
          replacementPrice: replacement.price,
          originalPrice: original.price,
          shippingFee: addFee ? fee : null,
        })
      : null;
  const total = adjusted.total ?? computed?.total ?? '';
  const refund = adjusted.refund ?? computed?.refund ?? '';

  const feeAmount = addFee ? amountOf(fee) : null;
  const feeError = !addFee
    ? undefined
    : fee.trim() === ''
      ? 'Shipping Fee is required'
      : feeAmount === null
        ? 'Shipping Fee must be an amount of at least 0, with at most two decimals'
        : serverErrors.shipping_fee;
  const totalAmount = amountOf(total);
  const refundAmount = amountOf(refund);
  const amountsValid = totalAmount !== null && refundAmount !== null;
  const nonPositive = amountsValid && toCents(totalAmount) + toCents(refundAmount) <= 0n;
  const canApprove = computed !== null && feeError === undefined && amountsValid && !nonPositive;

  const changeFee = (next: { addFee?: boolean; fee?: string }) => {
    if (next.addFee !== undefined) setAddFee(next.addFee);
    if (next.fee !== undefined) setFee(next.fee);
    setAdjusted({});
    setServerErrors({});
  };

  const submit = () => {
    if (!canApprove) return;
    const body: RmaDecisionBody = {
      approval_status: 'approved',
      add_shipping_fee: addFee,
      ...(addFee && feeAmount !== null ? { shipping_fee: feeAmount } : {}),
      total: totalAmount,
      refund_amount: refundAmount,
    };
    approve.confirm(rma, body, { onDone: onApproved, onFailed: (error) => setServerErrors(serverFieldErrors(error)) });
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Card withBorder radius="md" padding="sm" aria-label="Original order" component="section">
          <Text fw={600} size="sm" mb={4}>
            Original Order #{rma.original_order?.number ?? rma.original_order_number}
          </Text>
          {original ? (
            <Stack gap={2}>
              <Text size="sm">{original.name}</Text>
              {original.sku && (
                <Text size="xs" c="dimmed">
                  SKU {original.sku}
                </Text>
              )}
              <SummaryLine label="Price" value={money(original.price)} />
            </Stack>
          ) : (
            <Text size="sm" c="red">
              The original order&apos;s line could not be read from the shop.
            </Text>
          )}
        </Card>
        <Card withBorder radius="md" padding="sm" aria-label="Replacement product" component="section">
          <Text fw={600} size="sm" mb={4}>
            Replacement Product
          </Text>
          {replacement ? (
            <Stack gap={2}>
              <Text size="sm">{replacement.title}</Text>
              <Text size="xs" c="dimmed">
                SKU {replacement.sku}
              </Text>
              <SummaryLine label="Price" value={money(replacement.price)} />
            </Stack>
          ) : (
            <Text size="sm" c="red">
              No replacement product was found for this request.
            </Text>
          )}
        </Card>
      </SimpleGrid>

      {computed && (
        <Stack gap={4}>
          <SummaryLine label="Price difference" value={money(computed.difference)} />
          {addFee && feeAmount !== null && <SummaryLine label="Shipping fee" value={money(feeAmount)} />}
          <SummaryLine label="Computed total to charge" value={money(computed.total)} strong />
          <SummaryLine label="Computed refund" value={money(computed.refund)} strong />
        </Stack>
      )}
      <Divider />

      <Switch
        label="Add Shipping Fee"
        checked={addFee}
        onChange={(event) => changeFee({ addFee: event.currentTarget.checked })}
      />
      {addFee && (
        <NumberInput
          label="Shipping Fee"
          required
          min={0}
          step={0.01}
          decimalScale={2}
          allowNegative={false}
          leftSection="$"
          value={fee}
          onChange={(value) => changeFee({ fee: String(value) })}
          error={feeError}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label="Customer needs to pay"
          min={0}
          step={0.01}
          decimalScale={2}
          allowNegative={false}
          leftSection="$"
          value={total}
          onChange={(value) => setAdjusted((before) => ({ ...before, total: String(value) }))}
          error={computed && totalAmount === null ? 'Enter an amount of at least 0' : serverErrors.total}
        />
        <NumberInput
          label="Amount we need to refund"
          min={0}
          step={0.01}
          decimalScale={2}
          allowNegative={false}
          leftSection="$"
          value={refund}
          onChange={(value) => setAdjusted((before) => ({ ...before, refund: String(value) }))}
          error={computed && refundAmount === null ? 'Enter an amount of at least 0' : serverErrors.refund_amount}
        />
      </SimpleGrid>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        {EXCHANGE_INFO}
      </Alert>
      {nonPositive && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {RMA_MESSAGES.nonPositive}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button color="green" disabled={!canApprove} loading={approve.pending} onClick={submit}>
          Approve RMA
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The "Complete Exchange Order" modal: the original order, the replacement, the totals computed live with the
 * server's own pricing rule (the server computes them again), an optional shipping fee and the approval.
 */
export function RmaExchangeModal({
  rma,
  onClose,
  onApproved,
}: {
  rma: Pick<RmaRow, 'id' | 'rma_number'> | null;
  onClose: () => void;
  /** After a successful approval (the modal closes itself too). */
  onApproved?: () => void;
}) {
  const detail = useRmaDetail(rma?.id ?? null);
  const data = detail.data?.rma_submission;
  return (
    <Modal
      opened={rma !== null}
      onClose={onClose}
      title={<Text fw={600}>Complete Exchange Order {rma?.rma_number ?? ''}</Text>}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {detail.isError ? (
        <Alert color="red" variant="light" role="alert">
          The request could not be loaded: {detail.error.message}
        </Alert>
      ) : !data ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading the exchange" />
        </Center>
      ) : (
        <ExchangeForm
          key={data.id}
          rma={data}
          onApproved={() => {
            onClose();
            onApproved?.();
          }}
        />
      )}
    </Modal>
  );
}
