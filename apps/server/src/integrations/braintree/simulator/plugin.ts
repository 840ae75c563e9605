import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sandboxInspectionAccess } from '../../../platform/sandbox/access';
import { applyFault, registerFaultControl } from '../../../platform/sandbox/faults';
import {
  createSale,
  findNode,
  GatewayError,
  globalId,
  inspected,
  refundSale,
  searchSalesByOrder,
  transactionsOfOrder,
  type RefundRequest,
} from './gateway';

export interface BraintreeSimulatorOptions {
  publicKey: string;
  privateKey: string;
}

const SERVICE = 'braintree';

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

interface ErrorEntry {
  message: string;
  path?: string[];
  extensions: { errorClass: string; legacyCode?: string; inputPath?: string[] };
}

const errorEntry = (error: GatewayError, path?: string[]): ErrorEntry => ({
  message: error.message,
  ...(path ? { path } : {}),
  extensions: {
    errorClass: error.errorClass,
    ...(error.legacyCode ? { legacyCode: error.legacyCode } : {}),
    ...(error.inputPath ? { inputPath: error.inputPath } : {}),
  },
});

/** Braintree answers every GraphQL request with HTTP 200 and `data` / `errors` / `extensions.requestId`. */
function answer(reply: FastifyReply, data: unknown, errors: ErrorEntry[] = [], status = 200) {
  return reply.code(status).send({
    ...(data === undefined ? {} : { data }),
    ...(errors.length > 0 ? { errors } : {}),
    extensions: { requestId: randomUUID() },
  });
}

/** What a failing Braintree answers: the GraphQL envelope with an availability error. */
const faultBody = (status: number) => ({
  errors: [
    {
      message:
        status >= 500 ? 'An unexpected error occurred. Please try again later.' : `Simulated failure (${status})`,
      extensions: {
        errorClass: status >= 500 ? 'SERVICE_AVAILABILITY' : status === 429 ? 'RESOURCE_LIMIT' : 'INTERNAL',
      },
    },
  ],
  extensions: { requestId: randomUUID() },
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function authenticated(request: FastifyRequest, options: BraintreeSimulatorOptions): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return false;
  return sameSecret(Buffer.from(match[1]!, 'base64').toString('utf8'), `${options.publicKey}:${options.privateKey}`);
}

/** The operation's name: `query Name(…)` / `mutation Name(…)`, or the body's operationName. */
function operationOf(body: GraphQLBody): string | null {
  if (typeof body.operationName === 'string' && body.operationName) return body.operationName;
  if (typeof body.query !== 'string') return null;
  const named = /^\s*(?:query|mutation)\s+([A-Za-z_]\w*)/.exec(body.query);
  if (named) return named[1]!;
  return /^\s*(?:query\s*)?\{\s*ping\s*\}\s*$/.test(body.query) ? 'ping' : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The operations Makro's adapter sends (live-adapter.ts OPERATIONS), recognised by name and answered in
 * Braintree's shapes. Not a general GraphQL engine: anything else is a VALIDATION error.
 */
async function execute(app: FastifyInstance, operation: string | null, variables: Record<string, unknown>) {
  const now = new Date();
  switch (operation) {
    case 'ping':
      return { data: { ping: 'pong' } };
    case 'MakroTransactionsForOrder': {
      const orderId = text(variables.orderId);
      if (orderId === undefined)
        throw new GatewayError('VALIDATION', 'Variable $orderId of type String! was not provided.');
      const transactions = await searchSalesByOrder(app.db, orderId, variables.first, variables.after, now);
      return { data: { search: { transactions } } };
    }
    case 'MakroIdsFromLegacyId': {
      const legacyId = text(variables.legacyId);
      if (!legacyId) throw new GatewayError('VALIDATION', 'Variable $legacyId of type ID! was not provided.');
      return {
        data: {
          sale: globalId({ kind: 'sale', legacy_id: legacyId }),
          refund: globalId({ kind: 'refund', legacy_id: legacyId }),
        },
      };
    }
    case 'MakroPayment': {
      const sale = await findNode(app.db, variables.saleId, now);
      const refund = await findNode(app.db, variables.refundId, now);
      const missing = (path: string) =>
        errorEntry(new GatewayError('NOT_FOUND', 'An object with this ID was not found.'), [path]);
      return {
        data: { sale, refund },
        errors: [...(sale ? [] : [missing('sale')]), ...(refund ? [] : [missing('refund')])],
      };
    }
    case 'MakroRefundTransaction': {
      const input = (variables.input ?? {}) as {
        clientMutationId?: unknown;
        transactionId?: unknown;
        refund?: unknown;
      };
      const refund = (input.refund ?? {}) as Omit<RefundRequest, 'transactionId'>;
      try {
        const created = await refundSale(app.db, { ...refund, transactionId: input.transactionId }, now);
        return {
          data: { refundTransaction: { clientMutationId: text(input.clientMutationId) ?? null, refund: created } },
        };
      } catch (error) {
        if (error instanceof GatewayError) {
          return { data: { refundTransaction: null }, errors: [errorEntry(error, ['refundTransaction'])] };
        }
        throw error;
      }
    }
    default:
      throw new GatewayError(
        'VALIDATION',
        operation
          ? `The sandbox Braintree does not know the operation ${operation}.`
          : 'A named query or mutation is required.',
      );
  }
}

const SeedSaleBody = z.object({
  legacy_id: z
    .string()
    .regex(/^[a-z0-9]{6,36}$/)
    .optional(),
  order_id: z.string().min(1).nullable(),
  amount: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/),
  status: z
    .string()
    .regex(/^[A-Z_]+$/)
    .default('SETTLED'),
  card_brand: z.string().nullable().optional(),
  card_last4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable()
    .optional(),
  created_at: z.coerce.date().optional(),
});

/**
 * Braintree's GraphQL API (integrations.md §5.2) at `POST /graphql`: Basic auth with the API keys, a
 * `Braintree-Version` header, HTTP 200 with `errors` for every refusal including bad credentials. Plus, for
 * tests and the sandbox only, `POST /_transactions` (a sale as a shop checkout makes it) and
 * `GET /_transactions?order_id=` (an order's sales and refunds), and the `_faults` switch.
 */
export async function braintreeSimulator(app: FastifyInstance, options: BraintreeSimulatorOptions): Promise<void> {
  registerFaultControl(app, SERVICE);
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.statusCode === 400 || error.statusCode === 415) {
      return answer(reply, undefined, [{ message: error.message, extensions: { errorClass: 'VALIDATION' } }], 400);
    }
    app.log.error({ err: error }, 'braintree simulator failed');
    return answer(
      reply,
      undefined,
      [{ message: 'An unexpected error occurred.', extensions: { errorClass: 'INTERNAL' } }],
      500,
    );
  });

  app.post<{ Body: GraphQLBody }>('/graphql', async (request, reply) => {
    if (await applyFault(app.db, SERVICE, reply, faultBody)) return reply;
    if (!authenticated(request, options)) {
      return answer(reply, null, [
        { message: 'Authentication credentials are invalid.', extensions: { errorClass: 'AUTHENTICATION' } },
      ]);
    }
    if (!request.headers['braintree-version']) {
      return answer(reply, null, [
        {
          message: 'A Braintree-Version header (YYYY-MM-DD) is required.',
          extensions: { errorClass: 'UNSUPPORTED_CLIENT' },
        },
      ]);
    }
    const body = request.body ?? {};
    const variables = (typeof body.variables === 'object' && body.variables !== null ? body.variables : {}) as Record<
      string,
      unknown
    >;
    try {
      const result = await execute(app, operationOf(body), variables);
      return answer(reply, result.data, (result as { errors?: ErrorEntry[] }).errors ?? []);
    } catch (error) {
      if (error instanceof GatewayError) return answer(reply, null, [errorEntry(error)]);
      throw error;
    }
  });

  const inspection = { onRequest: sandboxInspectionAccess };

  app.post('/_transactions', inspection, async (request, reply) => {
    const parsed = SeedSaleBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return reply.code(400).send({ error: { code: 'invalid', message: `${issue.path.join('.')}: ${issue.message}` } });
    }
    const now = new Date();
    const row = await createSale(app.db, parsed.data, now);
    if (!row) return reply.code(409).send({ error: { code: 'conflict', message: 'That legacy id is taken.' } });
    return reply.code(201).send(inspected(row, now));
  });

  app.get<{ Querystring: { order_id?: string } }>('/_transactions', inspection, async (request, reply) => {
    const orderId = request.query.order_id;
    if (!orderId) return reply.code(400).send({ error: { code: 'invalid', message: 'order_id is required.' } });
    void reply.header('cache-control', 'no-store');
    return transactionsOfOrder(app.db, orderId, new Date());
  });
}
