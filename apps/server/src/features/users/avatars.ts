import { eq } from 'drizzle-orm';
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
    const everyone = await options.db
      .select({ id: users.id, email: users.email, avatar_url: users.avatar_url })
      .from(users);
    let changed = 0;
    for (const user of everyone) {
      const avatar = avatarFor(user.email);
      if (avatar === user.avatar_url) continue;
      await options.db.update(users).set({ avatar_url: avatar }).where(eq(users.id, user.id));
      changed++;
    }
    return changed;
  }

  return { refresh };
}

export type AvatarRefresher = ReturnType<typeof createAvatarRefresher>;

declare module 'fastify' {
  interface FastifyInstance {
    avatarRefresher: AvatarRefresher;
  }
}
