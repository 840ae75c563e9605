import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedTicket, userId } from './tickets-test-support';

let t: TestApp;
let admin: string;
let csr: string;
let technician: string;
let technicianId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('administrator');
  csr = await t.loginAs('csr');
  technician = await t.loginAs('technician');
  technicianId = await userId(t.db, 'technician');
});
afterAll(() => t.close());

const show = (number: string, token = csr) => t.call(token, { method: 'GET', url: `/api/v1/tickets/${number}` });
const patch = (number: string, ticket: Record<string, unknown>, token = csr) =>
  t.call(token, { method: 'PATCH', url: `/api/v1/tickets/${number}`, payload: { ticket } });
const list = (query: string, token = csr) => t.call(token, { method: 'GET', url: `/api/v1/tickets?${query}` });

describe('ticket lists', () => {
  it('pages, filters by type, source, status and assignee, and searches number, name, e-mail and phone', async () => {
    const rental = await seedTicket(t.db, {
      ticket_number: 'REN-55001',
      ticket_type: 'rental',
      source: 'ecm',
      customer: { first_name: 'Quinn', last_name: 'Zephyr', email: 'quinn@fleet.example', phone: '555-0199' },
    });
    await seedTicket(t.db, { ticket_type: 'repair', source: 'tipm' });
    await patch(rental.number, { assigned_to_user_id: technicianId, status: 'Initial Inspection In Progress' });

    const rentals = (await list('type=rental&source=ecm')).json();
    expect(rentals.tickets.map((row: { ticket_number: string }) => row.ticket_number)).toContain('REN-55001');
    expect(rentals.tickets.every((row: { ticket_type: string }) => row.ticket_type === 'rental')).toBe(true);
    for (const keyword of ['zephyr', 'QUINN', 'fleet.example', '0199', 'ren-550']) {
      const found = (await list(`keyword=${keyword}`)).json();
      expect(
        found.tickets.map((row: { ticket_number: string }) => row.ticket_number),
        keyword,
      ).toEqual(['REN-55001']);
    }
    const mine = (await list(`assigned_to=${technicianId}&status=Initial%20Inspection%20In%20Progress`)).json();
    expect(mine.tickets).toHaveLength(1);
    expect(mine.tickets[0].assigned_to).toMatchObject({ id: technicianId, first_name: 'Tina' });
    const unassigned = (await list('assigned_to=none&per_page=500')).json();
    expect(unassigned.tickets.some((row: { ticket_number: string }) => row.ticket_number === 'REN-55001')).toBe(false);

    const pageOne = (await list('per_page=1&page=1')).json();
    const pageTwo = (await list('per_page=1&page=2')).json();
    expect(pageOne).toMatchObject({ current_page: 1, total_count: pageTwo.total_count });
    expect(pageOne.total_pages).toBe(pageOne.total_count);
    expect(pageOne.tickets[0].ticket_number).not.toBe(pageTwo.tickets[0].ticket_number);
  });

  it('refuses bad filters with 400 naming the query field', async () => {
    for (const [query, field] of [
      ['type=warranty', 'query.type'],
      ['status=Done', 'query.status'],
      ['source=amazon', 'query.source'],
      ['assigned_to=someone', 'query.assigned_to'],
      ['per_page=501', 'query.per_page'],
    ]) {
      const response = await list(query!);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.details.fields[0].field, query).toBe(field);
    }
  });

  it('needs ticket management', async () => {
    const rtgrim = await t.loginAs('rtgrim');
    expect((await list('', rtgrim)).statusCode).toBe(403);
    expect((await list('', '')).statusCode).toBe(401);
  });
});

describe('the ticket page', () => {
  it('shows the ticket, its parts, related tickets, what may come next and its history', async () => {
    const original = await seedTicket(t.db, { ticket_number: 'ORD-90001', ticket_type: 'order' });
    const rma = await seedTicket(t.db, {
      ticket_number: 'RMA-S-90001',
      ticket_type: 'rma',
      parent_ticket_id: original.id,
      origin: { kind: 'rma_submission', id: 90001, number: 'RMA-S-90001' },
      parts: [{ part_number: '68099135AC', serial_number: 'SN-NOT-IN-STOCK' }],
    });
    const response = await show('rma-s-90001');
    expect(response.statusCode).toBe(200);
    const { ticket, timeline } = response.json();
    expect(ticket).toMatchObject({
      ticket_number: 'RMA-S-90001',
      ticket_type: 'rma',
      status: 'Not Started',
      origin: { kind: 'rma_submission', number: 'RMA-S-90001' },
      parts: [{ part_number: '68099135AC', serial_number: 'SN-NOT-IN-STOCK', inventory_id: null }],
      related: [{ ticket_number: 'ORD-90001', ticket_type: 'order', relation: 'original' }],
    });
    expect(ticket.next_statuses).toContain('Initial Inspection In Progress');
    expect(ticket.next_statuses).not.toContain('Completed');
    expect(timeline).toEqual([
      expect.objectContaining({ kind: 'created', description: 'Ticket created from RMA request RMA-S-90001' }),
    ]);
    const back = (await show('ORD-90001')).json().ticket;
    expect(back.related).toEqual([expect.objectContaining({ ticket_number: rma.number, relation: 'follow_up' })]);
  });

  it('links a serial Makro has to its inventory item, which ticket staff may open', async () => {
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/v1/inventories',
      payload: { inventory: { serial_number: 'MK-TKT-1', part_number: '68099135AC', module_type: 'A1' } },
    });
    const item = created.json().inventory;
    const { number } = await seedTicket(t.db, { parts: [{ part_number: '68099135AC', serial_number: 'MK-TKT-1' }] });
    expect((await show(number)).json().ticket.parts).toEqual([
      { part_number: '68099135AC', serial_number: 'MK-TKT-1', inventory_id: item.id },
    ]);
    const opened = await t.call(csr, { method: 'GET', url: `/api/v1/inventories/${item.id}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().timeline[0]).toMatchObject({ event: 'added' });
    const rtgrim = await t.loginAs('rtgrim');
    expect((await t.call(rtgrim, { method: 'GET', url: `/api/v1/inventories/${item.id}` })).statusCode).toBe(403);
  });

  it('answers 404 for a number that does not exist and 400 for one that cannot be a number', async () => {
    const missing = await show('REP-404404');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Ticket REP-404404 was not found.');
    expect((await patch('REP-404404', { status: 'Packed' })).statusCode).toBe(404);
    expect((await show('REP%20404')).statusCode).toBe(400);
  });
});

describe('changing a ticket', () => {
  it('moves within the workflow and records each change once, with who did it', async () => {
    const { number } = await seedTicket(t.db);
    const steps = [
      'Initial Inspection In Progress',
      'Repair/Reprogramming In Progress',
      'Final Inspection In Progress',
    ];
    for (const status of steps) expect((await patch(number, { status })).statusCode).toBe(200);
    const changed = await patch(number, {
      tags: ['TIPM', 'RMA-S'],
      quality_control: 'pass',
      inbound_tracking_number: '1z999aa10123456784',
      status: 'Final Inspection In Progress',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().ticket).toMatchObject({
      tags: ['RMA-S', 'TIPM'],
      quality_control: 'pass',
      inbound_tracking_number: '1Z999AA10123456784',
    });
    await patch(number, { tags: ['RMA-S', 'TIPM'], quality_control: 'pass' });

    const { timeline } = (await show(number)).json();
    expect(timeline.map((event: { description: string }) => event.description)).toEqual([
      'Inbound tracking number set to 1Z999AA10123456784',
      'Quality control changed from none to pass',
      'Tags added RMA-S, TIPM',
      'Status changed from Repair/Reprogramming In Progress to Final Inspection In Progress',
      'Status changed from Initial Inspection In Progress to Repair/Reprogramming In Progress',
      'Status changed from Not Started to Initial Inspection In Progress',
      'Ticket created',
    ]);
    expect(timeline[0].actor).toMatchObject({ first_name: 'Chris', last_name: 'Baker' });
  });

  it('refuses a move the workflow does not allow with 422 naming both statuses, and changes nothing', async () => {
    const { number } = await seedTicket(t.db);
    const response = await patch(number, { status: 'Completed', tags: ['GRIM'] });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      message: 'A ticket cannot move from "Not Started" to "Completed"',
      details: { fields: [{ field: 'body.ticket.status' }] },
    });
    const { ticket, timeline } = (await show(number)).json();
    expect(ticket).toMatchObject({ status: 'Not Started', tags: [] });
    expect(timeline).toHaveLength(1);
  });

  it('lets only an administrator reopen a cancelled ticket', async () => {
    const { number } = await seedTicket(t.db);
    expect((await patch(number, { status: 'Cancelled' })).statusCode).toBe(200);
    const refused = await patch(number, { status: 'Not Started' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain('only be reopened by an administrator');
    expect((await show(number)).json().ticket.next_statuses).toEqual([]);
    expect((await show(number, admin)).json().ticket.next_statuses).toContain('Not Started');
    expect((await patch(number, { status: 'Not Started' }, admin)).statusCode).toBe(200);
  });

  it('assigns only active technicians (422 otherwise) and records the names', async () => {
    const { number } = await seedTicket(t.db);
    const csrId = await userId(t.db, 'csr');
    const notTechnician = await patch(number, { assigned_to_user_id: csrId });
    expect(notTechnician.statusCode).toBe(422);
    expect(notTechnician.json().error.details.fields).toEqual([
      { field: 'body.ticket.assigned_to_user_id', message: 'must be an active technician' },
    ]);
    expect((await patch(number, { assigned_to_user_id: 2_000_000 })).statusCode).toBe(422);
    expect((await patch(number, { assigned_to_user_id: technicianId })).statusCode).toBe(200);
    expect((await patch(number, { assigned_to_user_id: null })).statusCode).toBe(200);
    const { timeline } = (await show(number)).json();
    expect(timeline.slice(0, 2).map((event: { description: string }) => event.description)).toEqual([
      'Unassigned (was Tina Nguyen)',
      'Assigned to Tina Nguyen',
    ]);
  });

  it('answers 400 naming the field for unknown statuses, tags, QC values and fields', async () => {
    const { number } = await seedTicket(t.db);
    for (const [ticket, field] of [
      [{ status: 'Done' }, 'body.ticket.status'],
      [{ tags: ['URGENT'] }, 'body.ticket.tags.0'],
      [{ tags: ['TIPM', 'TIPM'] }, 'body.ticket.tags'],
      [{ quality_control: 'maybe' }, 'body.ticket.quality_control'],
      [{ assigned_to_user_id: 'Tina' }, 'body.ticket.assigned_to_user_id'],
      [{ priority: 'high' }, 'body.ticket'],
      [{}, 'body.ticket'],
    ] as const) {
      const response = await patch(number, ticket);
      expect(response.statusCode, JSON.stringify(ticket)).toBe(400);
      expect(response.json().error.details.fields[0].field, JSON.stringify(ticket)).toBe(field);
    }
  });
});

describe('notes', () => {
  it('adds a note to the history, never edits one, and refuses an empty one', async () => {
    const { number } = await seedTicket(t.db);
    const added = await t.call(technician, {
      method: 'POST',
      url: `/api/v1/tickets/${number}/notes`,
      payload: { note: { body: '  Corrosion on pin 4, cleaned.  ' } },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().event).toMatchObject({
      kind: 'note',
      note: 'Corrosion on pin 4, cleaned.',
      actor: { first_name: 'Tina' },
    });
    const empty = await t.call(technician, {
      method: 'POST',
      url: `/api/v1/tickets/${number}/notes`,
      payload: { note: { body: '   ' } },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields[0]).toEqual({ field: 'body.note.body', message: 'body is required' });
    expect(
      (await show(number)).json().timeline.filter((event: { kind: string }) => event.kind === 'note'),
    ).toHaveLength(1);
  });
});

describe('deleting a ticket', () => {
  it('is for administrators only; the ticket is then gone', async () => {
    const { number } = await seedTicket(t.db);
    const refused = await t.call(csr, { method: 'DELETE', url: `/api/v1/tickets/${number}` });
    expect(refused.statusCode).toBe(403);
    expect((await show(number)).statusCode).toBe(200);
    const deleted = await t.call(admin, { method: 'DELETE', url: `/api/v1/tickets/${number}` });
    expect(deleted.json()).toEqual({ success: true });
    expect((await show(number)).statusCode).toBe(404);
    expect((await t.call(admin, { method: 'DELETE', url: `/api/v1/tickets/${number}` })).statusCode).toBe(404);
  });
});
