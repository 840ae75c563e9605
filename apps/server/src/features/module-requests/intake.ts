import type { NewModuleRequest } from '@makro/domain/module-requests';
import type { DbOrTx } from '../../platform/db/client';
import { badRequest } from '../../platform/http/errors';
import { moduleRequests } from './tables';
import { notify } from '../notifications/service';

const FIELD = 'body.module_requests';

/** A request from a shop's form: recorded as waiting for a reply. A filled honeypot is a bot's, refused. */
export async function recordModuleRequest(db: DbOrTx, input: NewModuleRequest): Promise<void> {
  if (input.website)
    throw badRequest(`${FIELD}.website: must be empty`, [{ field: `${FIELD}.website`, message: 'must be empty' }]);
  const [created] = await db
    .insert(moduleRequests)
    .values({
      name: input.name,
      email: input.email,
      phone_number: input.phone_number ?? null,
      module_type: input.module_type ?? null,
      condition: input.condition ?? null,
      part_number: input.part_number ?? null,
      vin: input.vin ?? null,
      year: input.year ?? null,
      make: input.make ?? null,
      model: input.model ?? null,
      source: input.source,
      status: 'pending',
    })
    .returning({ id: moduleRequests.id });
  await notify(
    db,
    { holdersOf: 'can_view_module_request' },
    {
      kind: 'module_request',
      title: `${input.name} asks for ${wanted(input)}`,
      body: `${input.source.toUpperCase()} shop · ${input.email}`,
      path: '/module-request',
      eventKey: `module-request:${created!.id}`,
    },
  );
}

const wanted = (input: NewModuleRequest) =>
  input.module_type ?? ([input.year, input.make, input.model].filter(Boolean).join(' ') || 'a module');
