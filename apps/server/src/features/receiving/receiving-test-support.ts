import { afterAll, beforeAll, expect } from 'vitest';
import type { TicketType } from '@makro/domain/tickets';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTicket } from '../tickets/service';

/** The app and the sessions the receiving tests use; filled before the tests of the file that starts it. */
export const kit = { t: undefined as unknown as TestApp, admin: '', technician: '', csr: '', rtgrim: '' };

export function startReceivingApp() {
  beforeAll(async () => {
    kit.t = await buildTestApp();
    kit.admin = await kit.t.loginAs('administrator');
    kit.technician = await kit.t.loginAs('technician');
    kit.csr = await kit.t.loginAs('csr');
    kit.rtgrim = await kit.t.loginAs('rtgrim');
  });
  afterAll(() => kit.t.close());
}

let sequence = 0;
/** A unique 22-digit USPS number (94…), and the 20 digits its label scans as after `(94)`. */
export function uspsNumber() {
  sequence += 1;
  const number = `9400${String(Date.now() % 1e9).padStart(9, '0')}${String(sequence).padStart(9, '0')}`;
  return { number, label: `(420)90210(94)${number.slice(2)}` };
}

export async function ticket(
  type: TicketType,
  tracking: { inbound?: string; core?: string } = {},
  parts: { part_number: string; serial_number?: string }[] = [{ part_number: '68099135AC' }],
) {
  sequence += 1;
  const number = `${type.toUpperCase()}-R${sequence}`;
  const { id } = await kit.t.db.transaction((tx) =>
    createTicket(
      tx,
      {
        ticket_number: number,
        ticket_type: type,
        source: 'tipm',
        customer: { first_name: 'Rita', last_name: `Sender${sequence}`, email: `rita${sequence}@example.com` },
        parts,
      },
      null,
    ),
  );
  if (tracking.inbound || tracking.core)
    await kit.t.db.execute(
      `update tickets set inbound_tracking_number = ${tracking.inbound ? `'${tracking.inbound}'` : 'null'},
       core_return_tracking_number = ${tracking.core ? `'${tracking.core}'` : 'null'} where id = ${id}`,
    );
  return { id, number };
}

export const search = (query: string, token = kit.technician) =>
  kit.t.call(token, { method: 'GET', url: `/api/v1/tickets/receiving?${query}` });
export const receive = (body: Record<string, unknown>, token = kit.technician) =>
  kit.t.call(token, { method: 'PATCH', url: '/api/v1/tickets/mark_as_received', payload: body });
export const updateTracking = (body: Record<string, unknown>, token = kit.technician) =>
  kit.t.call(token, { method: 'PATCH', url: '/api/v1/tickets/update_tracking', payload: body });
export const history = (query: string, token = kit.technician) =>
  kit.t.call(token, { method: 'GET', url: `/api/v1/received_histories?${query}` });
export const recordUnmatched = (body: Record<string, unknown>, token = kit.technician) =>
  kit.t.call(token, { method: 'POST', url: '/api/v1/received_histories', payload: body });
export const match = (id: number, body: Record<string, unknown>, token = kit.technician) =>
  kit.t.call(token, { method: 'PATCH', url: `/api/v1/received_histories/${id}/match`, payload: body });
export const showTicket = async (number: string) =>
  (await kit.t.call(kit.admin, { method: 'GET', url: `/api/v1/tickets/${number}` })).json<{
    ticket: {
      inbound_tracking_number: string | null;
      core_return_tracking_number: string | null;
      parts: { part_number: string; serial_number: string | null; inventory_id: number | null }[];
    };
    timeline: { kind: string; description: string; actor: { first_name: string } | null; to?: unknown }[];
  }>();
export const fieldOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { details: { fields: { field: string }[] } } }).error.details.fields[0]?.field;

export async function newTag(partNumber: string) {
  const response = await kit.t.call(kit.admin, {
    method: 'POST',
    url: '/api/v1/inventory_tags',
    payload: { part_number: partNumber, quantity: 1, confirm_new_part: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ tags: { serial_number: string }[] }>().tags[0]!.serial_number;
}

export async function itemOf(serial: string) {
  const response = await kit.t.call(kit.admin, { method: 'GET', url: `/api/v1/inventories?serial_number=${serial}` });
  const [item] = response.json<{ inventories: { id: number; status: string; assigned_to: string | null }[] }>()
    .inventories;
  return item;
}
