import type { TicketDetail, TicketEvent, TicketPerson, TicketSummary } from '@makro/domain/tickets';
import type { UserRow } from '@makro/domain/users';

export const tina: TicketPerson = {
  id: 4,
  first_name: 'Tina',
  last_name: 'Nguyen',
  avatar: null,
  default_color: '#3f8fd2',
};

export function ticketSummary(overrides: Partial<TicketSummary> = {}): TicketSummary {
  return {
    id: 1,
    ticket_number: 'REP-70001',
    ticket_type: 'repair',
    source: 'tipm',
    customer: { name: 'Carla Diaz', email: 'carla@example.com', phone: '555-0101' },
    status: 'Not Started',
    tags: [],
    quality_control: 'none',
    assigned_to: null,
    description: 'Fuel pump relay clicks',
    reason_for_return: null,
    order_notes: null,
    maturity: { days: 9, level: 'aging' },
    created_at: '2026-03-04T17:05:00.000Z',
    updated_at: '2026-03-05T17:05:00.000Z',
    ...overrides,
  };
}

export function ticketDetail(overrides: Partial<TicketDetail> = {}): TicketDetail {
  const summary = ticketSummary();
  return {
    ...summary,
    customer: { ...summary.customer, first_name: 'Carla', last_name: 'Diaz' },
    inbound_tracking_number: '1Z999AA10123456784',
    outbound_tracking_number: null,
    core_return_tracking_number: null,
    parts: [{ part_number: '68099135AC', serial_number: 'MK000000001', inventory_id: 1 }],
    origin: { kind: 'repair_order_submission', number: 'REP-70001' },
    related: [{ ticket_number: 'E-RMA-S-1042', ticket_type: 'rma', status: 'Reviewing', relation: 'follow_up' }],
    next_statuses: ['Initial Inspection In Progress', 'In Progress', 'Cancelled'],
    ...overrides,
  };
}

export function ticketEvent(overrides: Partial<TicketEvent> = {}): TicketEvent {
  return {
    id: 1,
    kind: 'created',
    description: 'Ticket created',
    note: null,
    actor: tina,
    created_at: '2026-03-04T17:05:00.000Z',
    ...overrides,
  };
}

export const technicianRow = (person: TicketPerson): UserRow => ({
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

export const ticketPage = (tickets: TicketSummary[]) => ({
  tickets,
  total_count: tickets.length,
  total_pages: 1,
  current_page: 1,
});
