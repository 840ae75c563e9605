import type { Db } from '../../platform/db/client';
import { notify } from './notify';

/** A side effect the worker gave up on (an e-mail, a shop order, a refund) reaches every administrator. */
export function tellAdministratorsOfFailure(db: Db, entry: { id: number; description: string; error: string }) {
  return notify(
    db,
    { administrators: true },
    {
      kind: 'side_effect_failed',
      title: `Failed for good: ${entry.description}`,
      body: entry.error.slice(0, 300),
      path: '/users',
      eventKey: `side-effect-failed:${entry.id}:${Date.now()}`,
    },
  );
}
