import { sql } from 'drizzle-orm';
import { MIN_FRAGMENT_LENGTH, type SearchResult } from '@makro/domain/global-search';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { users, userSearchText } from '../../platform/auth/tables';

/** Users by a fragment of their name, username or e-mail (trigram index), or their whole username. */
export async function searchUsersFor(db: DbOrTx, query: string, limit: number): Promise<SearchResult[]> {
  const lower = query.toLowerCase();
  const match =
    query.length >= MIN_FRAGMENT_LENGTH
      ? sql`${userSearchText(users)} like ${`%${escapeLike(lower)}%`}`
      : sql`lower(${users.username}) = ${lower}`;
  const rows = await db
    .select({
      id: users.id,
      first: users.first_name,
      last: users.last_name,
      username: users.username,
      email: users.email,
    })
    .from(users)
    .where(match)
    .orderBy(sql`lower(${users.username}) = ${lower} desc`, users.first_name, users.last_name)
    .limit(limit);
  return rows.map((row) => ({
    kind: 'user',
    title: `${row.first} ${row.last}`.trim(),
    subtitle: [row.username, row.email].filter(Boolean).join(' · '),
    path: `/users/${row.id}`,
    exact: row.username.toLowerCase() === lower,
  }));
}
