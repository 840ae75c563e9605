import { useState } from 'react';
import { Badge, Button, Modal, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { rentalOrderNumber, type PaymentTransaction } from '@makro/domain/refunds';
import { fetchReceipt, messageOf, useOrderTransactions } from '@/features/refunds/api';
import { money } from '@/features/refunds/format';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/notify';

const RECEIPT_URL_LIFETIME_MS = 60_000;

/**
 * Opens a refund's receipt (HTML the server renders) in a new tab to print or save. The tab is opened at the
 * click, while the browser still counts it as the user's, and shown the receipt once it has arrived.
 */
async function openReceipt(transactionId: string) {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchReceipt(transactionId));
    if (tab) {
      tab.location.href = url;
    } else {
      const link = document.createElement('a');
      link.href = url;
      link.download = `refund-receipt-${transactionId}.html`;
      link.click();
    }
    setTimeout(() => URL.revokeObjectURL(url), RECEIPT_URL_LIFETIME_MS);
  } catch (error) {
    tab?.close();
    if (error instanceof ApiError && error.status === 401) return;
    toast('error', `The receipt could not be opened: ${messageOf(error)}`);
  }
}

function ReceiptButton({ transaction }: { transaction: PaymentTransaction }) {
  const [opening, setOpening] = useState(false);
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconReceipt size={14} />}
      loading={opening}
      aria-label={`Receipt of ${transaction.id}`}
      onClick={() => {
        setOpening(true);
        void openReceipt(transaction.id).finally(() => setOpening(false));
      }}
    >
      Receipt
    </Button>
  );
}

function TransactionRows({ orderNumber }: { orderNumber: string }) {
  const transactions = useOrderTransactions(orderNumber);
  if (transactions.isPending) {
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        Loading the transactions…
      </Text>
    );
  }
  // A failed call leaves the list empty and says why.
  const rows = transactions.isError ? [] : transactions.data.transactions;
  return (
    <>
      {transactions.isError && (
        <Text size="sm" c="red" role="alert" mb="xs">
          {transactions.error.message}
        </Text>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" aria-label={`Transactions of order ${orderNumber}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>ID</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Card</Table.Th>
              <Table.Th aria-label="Receipt" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed" ta="center" py="sm">
                    No transactions for this order.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((transaction) => {
                const credit = transaction.type === 'credit';
                return (
                  <Table.Tr key={transaction.id}>
                    <Table.Td c={credit ? 'red' : undefined} fw={600}>
                      {money(transaction.amount, credit)}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={credit ? 'orange' : 'blue'}>
                        {transaction.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td ff="monospace">{transaction.id}</Table.Td>
                    <Table.Td>{formatDateTime(transaction.created_at)}</Table.Td>
                    <Table.Td>
                      {transaction.card ? `${transaction.card.brand} •••• ${transaction.card.last4}` : '----'}
                    </Table.Td>
                    <Table.Td>{credit && <ReceiptButton transaction={transaction} />}</Table.Td>
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

/** The payment processor's transactions of a refund's order: sales, and refunds (credits) with receipts. */
export function TransactionsModal({ ticketNumber, onClose }: { ticketNumber: string | null; onClose: () => void }) {
  // A rental's money is on its shop order: REN-123456 was paid as order 123456.
  const orderNumber = ticketNumber === null ? null : (rentalOrderNumber(ticketNumber) ?? ticketNumber);
  return (
    <Modal
      opened={orderNumber !== null}
      onClose={onClose}
      title={orderNumber ? `Transactions of order #${orderNumber}` : 'Transactions'}
      size="xl"
      centered
    >
      {orderNumber && <TransactionRows orderNumber={orderNumber} />}
    </Modal>
  );
}
