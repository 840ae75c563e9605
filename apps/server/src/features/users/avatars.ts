import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/** Reads the chat directory on a schedule and stores each user's picture, so no page view waits on Slack. */
export function createAvatarRefresher(options: AvatarRefreshOptions) {
  let timer: NodeJS.Timeout | undefined;

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

  /** A failed refresh keeps the pictures already stored; the next run tries again. */
  async function refreshSafely(): Promise<void> {
    try {
      await refresh();
    } catch (error) {
      options.log.warn({ err: error }, 'avatar refresh failed; keeping the stored pictures');
    }
  }

  return {
    refresh,
    start() {
      void refreshSafely();
      timer = setInterval(() => void refreshSafely(), options.intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

export type AvatarRefresher = ReturnType<typeof createAvatarRefresher>;

declare module 'fastify' {
  interface FastifyInstance {
    avatarRefresher: AvatarRefresher;
  }
}
