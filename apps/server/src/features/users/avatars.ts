import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import type { ChatDirectoryPort, ChatMember } from '../../integrations/slack/port';

const localPart = (email: string) => email.slice(0, email.lastIndexOf('@')).toLowerCase();
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * A user's chat picture: the member with the same e-mail, else the member whose address at the
 * second company domain has the same local part (spec part 1 §7).
 */
export function avatarMatcher(members: ChatMember[], secondDomain: string) {
  const people = members.filter((member) => member.email && member.image192 && !member.deleted && !member.isBot);
  const byEmail = new Map(people.map((member) => [member.email!, member.image192!]));
  const bySecondDomain = new Map(
    people
      .filter((member) => domainOf(member.email!) === secondDomain)
      .map((member) => [localPart(member.email!), member.image192!]),
  );
  return (email: string | null): string | null => {
    if (!email) return null;
    const lower = email.toLowerCase();
    return byEmail.get(lower) ?? bySecondDomain.get(localPart(lower)) ?? null;
  };
}

export interface AvatarRefreshOptions {
  db: Db;
  directory: ChatDirectoryPort;
  secondDomain: string;
}

/**
 * Reads the chat directory and stores each user's picture, so no page view waits on Slack. The app runs
 * `refresh` as the scheduled job `avatar-refresh` (once per interval across processes); a failed refresh
 * keeps the pictures already stored and the next run tries again.
 */
export function createAvatarRefresher(options: AvatarRefreshOptions) {
  async function refresh(): Promise<number> {
    const members = await options.directory.listMembers();
    const avatarFor = avatarMatcher(members, options.secondDomain);
    const everyone = await options.db.select({ id: users.id, email: users.email }).from(users);
    const pictures = everyone.map((user) => ({ id: user.id, avatar: avatarFor(user.email) }));
    // One statement for everyone; only pictures that changed are written.
    const { rows } = (await options.db.execute(sql`
      update ${users} set avatar_url = picture.avatar, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(pictures)}::jsonb) as picture(id int, avatar text)
      where ${users.id} = picture.id and ${users.avatar_url} is distinct from picture.avatar
      returning ${users.id}`)) as unknown as { rows: unknown[] };
    return rows.length;
  }

  return { refresh };
}

export type AvatarRefresher = ReturnType<typeof createAvatarRefresher>;

declare module 'fastify' {
  interface FastifyInstance {
    avatarRefresher: AvatarRefresher;
  }
}
