import type { PaymentTransaction, RefundHistory, RefundQuote } from '@makro/domain/refunds';

export function refundRow(overrides: Partial<RefundHistory> = {}): RefundHistory {
  return {
    id: 1,
    transaction_id: 'TIPM-REQUEST-AB2CD',
    ticket_number: '123672',
    part_number: '68099135AC-REBUILT',
    customer_name: 'Carla Diaz',
    customer_email: 'carla@example.com',
    refund_amount: '120.00',
    reason: 'repair tested fine',
    total_days_rented: null,
    notes: 'Module tested fine on the bench',
    status: 'pending',
    department: 'tipm',
    date_requested: '2026-03-04T17:05:00.000Z',
    date_refunded: null,
    requested_by: { id: 7, name: 'Cora Sanchez' },
    approved_by: null,
    payout: { status: 'none', error: null, processor_transaction_id: null },
    notifications: [],
    ...overrides,
  };
}

export function refundPage(rows: RefundHistory[], pendingCount = rows.length) {
  return {
    refund_histories: rows,
    total_count: rows.length,
    total_pages: 1,
    current_page: 1,
    pending_count: pendingCount,
  };
}

export function orderQuote(overrides: Partial<RefundQuote> = {}): RefundQuote {
  return {
    order_number: '123672',
    department: 'tipm',
    customer_name: 'Carla Diaz',
    customer_email: 'carla@example.com',
    part_numbers: ['68099135AC-REBUILT'],
    order_total: '470.00',
    refunded: '50.00',
    refundable: '420.00',
    rental: null,
    ...overrides,
  };
}

export function paymentTransaction(overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return {
    id: 'b7k2m9qp',
    type: 'sale',
    amount: '470.00',
    status: 'settled',
    created_at: '2026-03-01T18:30:00.000Z',
    card: { brand: 'Visa', last4: '1881' },
    refunded_transaction_id: null,
    ...overrides,
  };
}
