import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedTicket, userId } from './tickets-test-support';

let t: TestApp;
let technician: string;
let techManager: string;
let technicianId: number;
beforeAll(async () => {
  t = await buildTestApp();
  technician = await t.loginAs('technician');
  techManager = await t.loginAs('tech_manager');
  technicianId = await userId(t.db, 'technician');
});
afterAll(() => t.close());

const assignedTicket = async (daysAgo: number, status?: string) => {
  const ticket = await seedTicket(t.db);
  await t.db.execute(
    sql`update tickets set assigned_to_user_id = ${technicianId}, status = ${status ?? 'Not Started'}, created_at = now() - make_interval(days => ${daysAgo}) where id = ${ticket.id}`,
  );
  return ticket;
};
const myJobs = (query = '', token = technician) => t.call(token, { method: 'GET', url: `/api/v1/my_jobs?${query}` });

describe('My Jobs', () => {
  it("lists the technician's own open tickets oldest first, with counts by status", async () => {
    const newest = await assignedTicket(1);
    const oldest = await assignedTicket(40, 'Repair/Reprogramming In Progress');
    await assignedTicket(60, 'Closed');
    await seedTicket(t.db);
    const jobs = (await myJobs()).json();
    expect(jobs.tickets.map((row: { ticket_number: string }) => row.ticket_number)).toEqual([
      oldest.number,
      newest.number,
    ]);
    expect(jobs.tickets[0].maturity).toEqual({ days: 40, level: 'overdue' });
    expect(jobs.counts).toEqual([
      { status: 'Not Started', count: 1 },
      { status: 'Repair/Reprogramming In Progress', count: 1 },
    ]);
    const filtered = (await myJobs('status=Not%20Started')).json();
    expect(filtered.tickets.map((row: { ticket_number: string }) => row.ticket_number)).toEqual([newest.number]);
    expect(filtered.counts).toHaveLength(2);
  });

  it('lets a technician move their own ticket on in one call, and nothing else without ticket management', async () => {
    const mine = await assignedTicket(3);
    const response = await t.call(technician, {
      method: 'PATCH',
      url: `/api/v1/tickets/${mine.number}`,
      payload: { ticket: { status: 'Initial Inspection In Progress' } },
    });
    expect(response.statusCode).toBe(200);
    expect((await myJobs()).json().counts).toContainEqual({ status: 'Initial Inspection In Progress', count: 1 });

    // A technician whose ticket management is revoked keeps My Jobs for their own work only.
    await t.db.execute(
      sql`insert into user_permissions (user_id, permission, granted) values (${technicianId}, 'can_view_ticket_management', false)`,
    );
    const limited = await t.loginAs('technician');
    const other = await seedTicket(t.db);
    const notMine = await t.call(limited, {
      method: 'PATCH',
      url: `/api/v1/tickets/${other.number}`,
      payload: { ticket: { status: 'Initial Inspection In Progress' } },
    });
    expect(notMine.statusCode).toBe(403);
    const tags = await t.call(limited, {
      method: 'PATCH',
      url: `/api/v1/tickets/${mine.number}`,
      payload: { ticket: { tags: ['TIPM'] } },
    });
    expect(tags.statusCode).toBe(403);
    expect((await t.call(limited, { method: 'GET', url: `/api/v1/tickets/${mine.number}` })).statusCode).toBe(403);
    await t.db.execute(sql`delete from user_permissions where user_id = ${technicianId}`);
  });

  it("shows managers every technician's open load, and refuses technicians", async () => {
    const workload = await t.call(techManager, { method: 'GET', url: '/api/v1/my_jobs/workload' });
    expect(workload.statusCode).toBe(200);
    const tina = workload
      .json()
      .technicians.find((row: { technician: { id: number } }) => row.technician.id === technicianId);
    const total = (await myJobs('per_page=500')).json().total_count;
    expect(tina.open_count).toBe(total);
    expect(tina.counts.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0)).toBe(total);
    expect(workload.json().unassigned_count).toBeGreaterThan(0);
    expect((await t.call(technician, { method: 'GET', url: '/api/v1/my_jobs/workload' })).statusCode).toBe(403);
  });

  it('is refused without the My Jobs permission', async () => {
    const csr = await t.loginAs('csr');
    expect((await myJobs('', csr)).statusCode).toBe(403);
  });
});
