import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@makro/domain/notifications';
import type { DbOrTx } from '../../platform/db/client';
import { audienceUserIds, type Audience } from './audience';
import { notifications } from './tables';

/** The NOTIFY channel every server process listens on; the payload is the changed users' ids. */
export const NOTIFICATION_CHANNEL = 'makro_notifications';
/** Payload meaning "everyone's counts may have changed" (a request arrived, one was decided). */
export const EVERYONE = '*';

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body?: string;
  path: string;
  /** Names the event: the same event told twice (a retried request) is stored once per person. */
  eventKey: string;
}

/**
 * Tells an audience of an event, in the transaction of the change: the rows and the NOTIFY both take effect
 * at commit, and every process's open streams hear of it then. Answers how many people were told.
 */
export async function notify(tx: DbOrTx, audience: Audience, notification: NewNotification): Promise<number> {
  const userIds = await audienceUserIds(tx, audience);
  if (userIds.length === 0) return 0;
  await tx
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        user_id: userId,
        kind: notification.kind,
        title: notification.title,
        body: notification.body ?? '',
        path: notification.path,
        event_key: notification.eventKey,
      })),
    )
    .onConflictDoNothing();
  await signalChange(tx, userIds.join(','));
  return userIds.length;
}

/** Wakes every open stream (at commit) whose person's counts may have changed, without a notification row. */
export async function signalChange(tx: DbOrTx, who: string = EVERYONE): Promise<void> {
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${who})`);
}
