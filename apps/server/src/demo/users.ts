import { count } from 'drizzle-orm';
import { ACCOUNT_TYPES } from '@makro/domain/shared';
import type { Db } from '../platform/db/client';
import { users } from '../platform/auth/tables';
import { hashPassword } from '../platform/auth/passwords';
import { avatarColorFor } from '../platform/auth/colors';

/** One person per account type; the username is the account type's slug so the logins are easy to remember. */
const DEMO_PEOPLE: Record<string, { first_name: string; last_name: string }> = {
  administrator: { first_name: 'Alex', last_name: 'Morgan' },
  operations_manager: { first_name: 'Olivia', last_name: 'Reyes' },
  tech_manager: { first_name: 'Terrence', last_name: 'Walsh' },
  technician: { first_name: 'Tina', last_name: 'Nguyen' },
  inventory_manager: { first_name: 'Ivan', last_name: 'Petrov' },
  csr_manager: { first_name: 'Carmen', last_name: 'Lopez' },
  csr: { first_name: 'Chris', last_name: 'Baker' },
  rtgrim: { first_name: 'Ryan', last_name: 'Grim' },
  reports_manager: { first_name: 'Rita', last_name: 'Shah' },
};

export const DEMO_EMAIL_DOMAIN = 'makro.example';

/** The bench has more than one technician, so work is spread and reassigned; they sign in like the others. */
export const BENCH_TECHNICIANS = [
  { username: 'marco.diaz', first_name: 'Marco', last_name: 'Diaz' },
  { username: 'sam.okafor', first_name: 'Sam', last_name: 'Okafor' },
] as const;
const TECHNICIAN = ACCOUNT_TYPES.find((type) => type.slug === 'technician')!;

/** The staff: one demo user per account type, into an empty users table. Deterministic: the same rows every time. */
export async function loadDemoUsers(db: Db, demoPassword: string): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  const people = [
    ...ACCOUNT_TYPES.map((type) => ({
      username: type.slug,
      ...(DEMO_PEOPLE[type.slug] ?? { first_name: type.title, last_name: 'Demo' }),
      account_type_id: type.id,
    })),
    ...BENCH_TECHNICIANS.map((person) => ({ ...person, account_type_id: TECHNICIAN.id })),
  ];
  await db.insert(users).values(
    people.map((person, index) => ({
      username: person.username,
      email: `${person.username.replace(/_/g, '.')}@${DEMO_EMAIL_DOMAIN}`,
      first_name: person.first_name,
      last_name: person.last_name,
      password_hash: passwordHash,
      account_type_id: person.account_type_id,
      default_color: avatarColorFor(index + 1),
    })),
  );
  return true;
}

export const demoLogins = () => ACCOUNT_TYPES.map((type) => ({ username: type.slug, title: type.title }));
