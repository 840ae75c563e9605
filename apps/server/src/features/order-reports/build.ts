import { eq } from 'drizzle-orm';
import {
  ORDER_EXPORT_COLUMNS,
  ORDER_REPORT_BATCH_SIZE,
  ORDER_REPORT_MESSAGES,
  ORDER_REPORT_PARALLEL_PAGES,
  ORDER_REPORT_SHIPSTATION_PAGE_SIZE,
  ORDER_REPORT_SHIPSTATION_STORES,
  ORDER_REPORT_STEPS,
  orderReportFileName,
  type OrderReportStepKey,
} from '@makro/domain/order-reports';
import type { Shop } from '@makro/domain/shops';
import type { Db } from '../../platform/db/client';
import { csvStream, type CsvRow } from '../../platform/http/csv';
import { PermanentFailure } from '../../platform/jobs/worker';
import type { FileStorage } from '../../platform/storage';
import {
  parseShipStationTime,
  type ShipStationOrderPage,
  type ShipStationStore,
  type ShippingPort,
} from '../../integrations/shipstation/port';
import { classificationLookups, mirroredOrderBatch, mirroredOrderCountIn, type MirrorCursor } from '../shops/service';
import { partnerCouponCodes } from '../partner-applications/service';
import { shipStationOrderRows, shopOrderRows, type ShopRowContext } from './rows';
import { orderReportExports, type ExportStepState } from './tables';

export const ORDER_REPORT_KIND = 'order-report.build';

export interface OrderReportPayload {
  exportId: number;
}

export interface OrderReportDeps {
  db: Db;
  storage: FileStorage;
  shipping: ShippingPort;
}

/** Where each step's progress lands on the bar: the shops, ShipStation, then writing the file. */
const SPANS: Record<OrderReportStepKey, [number, number]> = {
  shop_orders_tipm: [0, 35],
  shop_orders_ecm: [35, 70],
  shipstation_stores: [70, 92],
  building_file: [92, 100],
};
/** Progress is saved at most this often within a step (every step change is saved at once). */
const SAVE_EVERY_MS = 300;

export const waitingSteps = (): ExportStepState[] =>
  ORDER_REPORT_STEPS.map((step) => ({ key: step.key, status: 'waiting' }));

/** The export's steps and progress bar, written to its row as the build goes. */
function tracker(db: Db, id: number) {
  const steps = waitingSteps();
  let current: OrderReportStepKey | null = null;
  let progress = 0;
  let savedAt = 0;
  const save = async () => {
    savedAt = Date.now();
    await db
      .update(orderReportExports)
      .set({ steps: steps.map((step) => ({ ...step })), progress })
      .where(eq(orderReportExports.id, id));
  };
  const mark = (key: OrderReportStepKey, status: ExportStepState['status']) => {
    const step = steps.find((candidate) => candidate.key === key);
    if (step) step.status = status;
  };
  return {
    steps,
    get current() {
      return current;
    },
    get progress() {
      return progress;
    },
    async start(key: OrderReportStepKey) {
      if (current) mark(current, 'completed');
      current = key;
      mark(key, 'ongoing');
      progress = SPANS[key][0];
      await save();
    },
    /** `fraction` of the current step is done (0–1). */
    async advance(fraction: number) {
      if (!current) return;
      const [from, to] = SPANS[current];
      progress = Math.min(to, Math.max(progress, Math.floor(from + (to - from) * Math.min(1, fraction))));
      if (Date.now() - savedAt >= SAVE_EVERY_MS) await save();
    },
    finish() {
      if (current) mark(current, 'completed');
      current = null;
      progress = 100;
    },
    fail() {
      if (current) mark(current, 'failed');
    },
  };
}

type Tracker = ReturnType<typeof tracker>;

const SHOP_STEPS: [Shop, OrderReportStepKey][] = [
  ['tipm', 'shop_orders_tipm'],
  ['ecm', 'shop_orders_ecm'],
];

/** A shop's orders of the range from the order mirror, in keyset batches of 100. */
async function* shopRows(
  deps: OrderReportDeps,
  track: Tracker,
  range: { start: string; end: string },
  partnersOnly: boolean,
  context: Omit<ShopRowContext, 'shop'>,
): AsyncGenerator<CsvRow> {
  for (const [shop, step] of SHOP_STEPS) {
    await track.start(step);
    const total = await mirroredOrderCountIn(deps.db, shop, range);
    let done = 0;
    let cursor: MirrorCursor | null = null;
    do {
      const batch = await mirroredOrderBatch(deps.db, shop, range, cursor, ORDER_REPORT_BATCH_SIZE);
      for (const order of batch.orders) {
        const { partner, rows } = shopOrderRows(order, { ...context, shop });
        if (!partnersOnly || partner) yield* rows;
      }
      done += batch.orders.length;
      cursor = batch.next;
      await track.advance(total === 0 ? 1 : done / total);
    } while (cursor);
  }
}

/** ShipStation reads the range as Pacific wall time: from the start day's midnight to the end day's last second. */
function pacificBounds(range: { start: string; end: string }) {
  return {
    start: parseShipStationTime(`${range.start} 00:00:00`)!,
    end: parseShipStationTime(`${range.end} 23:59:59`)!,
  };
}

/** The manual, auto-parts and eBay stores' orders of the range: pages of 500, five asked at a time. */
async function* shipStationRows(
  deps: OrderReportDeps,
  track: Tracker,
  range: { start: string; end: string },
  partnersOnly: boolean,
  partnerCodes: ReadonlySet<string>,
): AsyncGenerator<CsvRow> {
  await track.start('shipstation_stores');
  const known: ShipStationStore[] = await deps.shipping.listStores({ showInactive: true });
  const bounds = pacificBounds(range);
  const stores = ORDER_REPORT_SHIPSTATION_STORES;
  for (const [storeIndex, configured] of stores.entries()) {
    const found = known.find((store) => store.storeId === configured.storeId);
    const names = {
      storeName: found?.storeName || configured.name,
      marketplaceName: found?.marketplaceName || configured.marketplace,
    };
    const page = (number: number): Promise<ShipStationOrderPage> =>
      deps.shipping.listOrders({
        storeId: configured.storeId,
        createDateStart: bounds.start,
        createDateEnd: bounds.end,
        pageSize: ORDER_REPORT_SHIPSTATION_PAGE_SIZE,
        page: number,
      });
    const rowsOf = function* (answer: ShipStationOrderPage) {
      for (const order of answer.orders) {
        const { partner, rows } = shipStationOrderRows(order, names, partnerCodes);
        if (!partnersOnly || partner) yield* rows;
      }
    };
    const first = await page(1);
    yield* rowsOf(first);
    const pages = Math.max(1, first.pages);
    await track.advance((storeIndex + 1 / pages) / stores.length);
    for (let next = 2; next <= pages; next += ORDER_REPORT_PARALLEL_PAGES) {
      const numbers = Array.from(
        { length: Math.min(ORDER_REPORT_PARALLEL_PAGES, pages - next + 1) },
        (_, offset) => next + offset,
      );
      const answers = await Promise.all(numbers.map(page));
      for (const answer of answers) yield* rowsOf(answer);
      await track.advance((storeIndex + numbers.at(-1)! / pages) / stores.length);
    }
    await track.advance((storeIndex + 1) / stores.length);
  }
}

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/**
 * Builds one export: reads both shops' orders of the range from the order mirror and the ShipStation stores'
 * orders, writes the CSV as a stream into file storage (one batch in memory, whatever the range), and keeps the
 * row's steps and progress current for the page. A failure marks the export failed naming the step; it is
 * not retried (the user presses Export again).
 */
export async function buildOrderReport(deps: OrderReportDeps, exportId: number): Promise<void> {
  const [row] = await deps.db.select().from(orderReportExports).where(eq(orderReportExports.id, exportId));
  // Done already (a repeated delivery), or gone: nothing to do.
  if (!row || row.status === 'completed' || row.status === 'failed') return;
  await deps.db
    .update(orderReportExports)
    .set({ status: 'running', steps: waitingSteps(), progress: 0, error: null })
    .where(eq(orderReportExports.id, exportId));

  const track = tracker(deps.db, exportId);
  const range = { start: row.start_date, end: row.end_date };
  const fileName = orderReportFileName(row.start_date, row.end_date, row.partners_only);
  const key = `order-reports/${exportId}/${fileName}`;
  let rowCount = 0;
  try {
    const partnerCodes = await partnerCouponCodes(deps.db);
    const lookups = await classificationLookups(deps.db, ['tipm']);
    async function* rows(): AsyncGenerator<CsvRow> {
      for await (const cells of shopRows(deps, track, range, row!.partners_only, { partnerCodes, lookups })) {
        rowCount += 1;
        yield cells;
      }
      for await (const cells of shipStationRows(deps, track, range, row!.partners_only, partnerCodes)) {
        rowCount += 1;
        yield cells;
      }
      await track.start('building_file');
    }
    await deps.storage.put(key, csvStream(ORDER_EXPORT_COLUMNS, rows()), 'text/csv; charset=utf-8');
    track.finish();
    await deps.db
      .update(orderReportExports)
      .set({
        status: 'completed',
        steps: track.steps,
        progress: 100,
        row_count: rowCount,
        file_key: key,
        file_name: fileName,
        finished_at: new Date(),
      })
      .where(eq(orderReportExports.id, exportId));
  } catch (error) {
    track.fail();
    const failed = ORDER_REPORT_STEPS.find((step) => step.key === (track.current ?? 'building_file'))!;
    const message = ORDER_REPORT_MESSAGES.stepFailed(failed.label, reasonOf(error)).slice(0, 1000);
    await deps.storage.remove(key).catch(() => undefined);
    await deps.db
      .update(orderReportExports)
      .set({ status: 'failed', steps: track.steps, progress: track.progress, error: message, finished_at: new Date() })
      .where(eq(orderReportExports.id, exportId));
    throw new PermanentFailure(message);
  }
}

/** The outbox handler of ORDER_REPORT_KIND (registered in app.ts). */
export function orderReportHandler(deps: OrderReportDeps) {
  return async (payload: unknown): Promise<void> => {
    const { exportId } = payload as OrderReportPayload;
    await buildOrderReport(deps, exportId);
  };
}
