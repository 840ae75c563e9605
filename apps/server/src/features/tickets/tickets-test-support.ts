import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { createTicket, type NewTicket } from './service';

let sequence = 0;

/** A ticket as a later feature would open it; unique number unless given. */
export async function seedTicket(db: Db, overrides: Partial<NewTicket> = {}) {
  sequence += 1;
  const input: NewTicket = {
    ticket_number: `REP-T${sequence}`,
    ticket_type: 'repair',
    source: 'tipm',
    customer: { first_name: 'Pat', last_name: `Customer${sequence}`, email: `pat${sequence}@example.com` },
    description: 'No crank no start',
    ...overrides,
  };
  const { id } = await db.transaction((tx) => createTicket(tx, input, null));
  return { id, number: input.ticket_number };
}

export async function userId(db: Db, username: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return user!.id;
}
