import type { RmaDetail, RmaRow } from '@makro/domain/rma';
import type { TicketDetail, TicketPerson } from '@makro/domain/tickets';
import type { UserRow } from '@makro/domain/users';

/** Fixtures of the staff RMA screens' tests. */

export const tina: TicketPerson = {
  id: 4,
  first_name: 'Tina',
  last_name: 'Nguyen',
  avatar: null,
  default_color: '#3f8fd2',
};
export const sam: TicketPerson = { ...tina, id: 5, first_name: 'Sam', last_name: 'Ortiz' };

export function rmaRow(overrides: Partial<RmaRow> = {}): RmaRow {
  return {
    id: 1,
    rma_number: 'tipm-RMAREQ-123456',
    rma_type: 'rma_standard_replacement',
    customer_firstname: 'Carla',
    customer_lastname: 'Diaz',
    customer_email: 'carla@example.com',
    customer_phone_number: '555-0101',
    data_source: 'FORM',
    site: 'tipm',
    original_order_number: '123456',
    approval_status: 'pending',
    approval_status_text: 'Pending',
    is_paid: false,
    order_days_elapsed: 12,
    created_at: '2026-03-04T17:05:00.000Z',
    ticket: null,
    ...overrides,
  };
}

export function rmaDetail(overrides: Partial<RmaDetail> = {}): RmaDetail {
  return {
    ...rmaRow(),
    vin: '1C4RJFAG0FC123456',
    original_issues: ['Lighting'],
    original_issues_desc: 'Headlights flicker',
    new_issues: ['Starting'],
    new_issues_desc: 'No crank after install',
    purchased_sku: '68099135AC-REBUILT',
    replacement: null,
    original_order: {
      number: '123456',
      date_created: '2026-02-20T17:00:00.000Z',
      total: '300.00',
      line_items: [
        { id: 11, name: 'TIPM 68099135AC Rebuilt', sku: '68099135AC-REBUILT', price: '300.00' },
        { id: 12, name: 'Core charge', sku: null, price: '50.00' },
      ],
    },
    exchange: null,
    replacement_order_number: null,
    total: '0.00',
    refund_amount: '0.00',
    shipping_fee: null,
    rejection_reason: null,
    approval: { status: 'none', error: null },
    ...overrides,
  };
}

/** An exchange whose replacement costs `price` against the original's 300.00. */
export function exchangeDetail(price: string, overrides: Partial<RmaDetail> = {}): RmaDetail {
  return rmaDetail({
    id: 7,
    rma_number: 'tipm-EXCREQ-123777',
    rma_type: 'rma_exchange',
    original_issues: [],
    original_issues_desc: null,
    new_issues: [],
    new_issues_desc: null,
    vin: null,
    replacement: { title: 'TIPM 68105206AA Rebuilt', sku: '68105206AA-REBUILT', price },
    ...overrides,
  });
}

export const rmaPage = (rows: RmaRow[], pendingCount = 3) => ({
  rows,
  total_count: rows.length,
  total_pages: 1,
  current_page: 1,
  pending_count: pendingCount,
});

const technicianRow = (person: TicketPerson): UserRow => ({
  id: person.id,
  email: `${person.first_name.toLowerCase()}@makro.example`,
  first_name: person.first_name,
  last_name: person.last_name,
  username: person.first_name.toLowerCase(),
  account_type: { id: 4, slug: 'technician', title: 'Technician' },
  is_active: true,
  avatar: null,
  default_color: person.default_color,
  created_at: '2026-01-02T03:04:05.000Z',
});

export const technicianPage = (people: TicketPerson[]) => ({
  users: people.map(technicianRow),
  total_count: people.length,
  total_pages: 1,
  current_page: 1,
});

/** An RMA ticket as the tickets API answers a change to it. */
export const ticketDetail = (ticketNumber: string, assignedTo: TicketPerson | null): TicketDetail => ({
  id: 1,
  ticket_number: ticketNumber,
  ticket_type: 'rma',
  source: 'ecm',
  customer: { name: 'Dan Ruiz', first_name: 'Dan', last_name: 'Ruiz', email: null, phone: null },
  status: 'In Progress',
  tags: [],
  quality_control: 'pass',
  assigned_to: assignedTo,
  description: null,
  reason_for_return: null,
  order_notes: null,
  maturity: { days: 2, level: 'fresh' },
  created_at: '2026-03-04T17:05:00.000Z',
  updated_at: '2026-03-05T17:05:00.000Z',
  inbound_tracking_number: null,
  outbound_tracking_number: null,
  core_return_tracking_number: null,
  parts: [],
  origin: null,
  related: [],
  next_statuses: [],
});
