import { z } from 'zod';
import { IsoDate, RangeDate, dateRangeRule, defineEndpoint, requires } from '../shared';
import { IdParams } from '../shared/input';
import {
  ORDER_REPORT_MESSAGES,
  ORDER_REPORT_STATUSES,
  ORDER_REPORT_STEP_STATUSES,
  ORDER_REPORT_STEPS,
  type OrderReportStepKey,
} from './rules';

const requiredDate = (message: string) => z.string({ error: message }).trim().min(1, message).pipe(RangeDate);

/**
 * What Export sends (spec part 2 §5: both dates required, start not after end). The form validates with this
 * very schema; the server answers 400 naming `body.start_date` or `body.end_date`.
 */
export const NewOrderReportExport = z
  .object({
    start_date: requiredDate(ORDER_REPORT_MESSAGES.startRequired),
    end_date: requiredDate(ORDER_REPORT_MESSAGES.endRequired),
    partners_only: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .superRefine((value, ctx) => {
    // Only two real dates are compared (a missing or malformed one is already refused on its field).
    const [first, last] = [value.start_date, value.end_date];
    if (!IsoDate.safeParse(first).success || !IsoDate.safeParse(last).success) return;
    if (first > last) {
      ctx.addIssue({ code: 'custom', message: ORDER_REPORT_MESSAGES.invalidRange, path: ['start_date'] });
      return;
    }
    dateRangeRule('start_date', 'end_date')(value, ctx);
  });
export type NewOrderReportExport = z.input<typeof NewOrderReportExport>;

const stepKeys = ORDER_REPORT_STEPS.map((step) => step.key) as [OrderReportStepKey, ...OrderReportStepKey[]];

export const OrderReportExport = z
  .object({
    id: z.number().int(),
    status: z.enum(ORDER_REPORT_STATUSES),
    start_date: z.string(),
    end_date: z.string(),
    partners_only: z.boolean(),
    /** 0–100, as the progress bar shows it. */
    progress: z.number().int(),
    steps: z.array(z.object({ key: z.enum(stepKeys), label: z.string(), status: z.enum(ORDER_REPORT_STEP_STATUSES) })),
    /** "<step> failed: <reason>" when the export failed. */
    error: z.string().nullable(),
    row_count: z.number().int().nullable(),
    file_name: z.string(),
    /** Whether GET …/file answers the CSV. */
    file_ready: z.boolean(),
    requested_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'OrderReportExport' });
export type OrderReportExport = z.infer<typeof OrderReportExport>;

const access = requires('can_view_generate_reports');

export const createOrderReportExport = defineEndpoint({
  method: 'POST',
  path: '/v1/order_reports/exports',
  summary:
    'Starts an order report export on the server: both shops (from the order mirror) and the manual, auto-parts and eBay ShipStation stores, for a date range, optionally partner orders only; poll it, then download the CSV',
  tag: 'Order reports',
  access,
  body: NewOrderReportExport,
  status: 201,
  response: z.object({ export: OrderReportExport }),
});

export const getOrderReportExport = defineEndpoint({
  method: 'GET',
  path: '/v1/order_reports/exports/:id',
  summary: 'One export: its status, progress and the step timeline (the page asks every second while it runs)',
  tag: 'Order reports',
  access,
  params: IdParams,
  response: z.object({ export: OrderReportExport }),
});

export const downloadOrderReportExport = defineEndpoint({
  method: 'GET',
  path: '/v1/order_reports/exports/:id/file',
  summary:
    'The finished export as CSV (every cell quoted), as an attachment named {start}-{end}.csv or {start}-{end}-partners.csv',
  tag: 'Order reports',
  access,
  params: IdParams,
  produces: 'text/csv',
  response: z.string(),
});
