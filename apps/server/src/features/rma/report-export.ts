import { asc } from 'drizzle-orm';
import { reviewStatusLabel, rmaTypeOf } from '@makro/domain/rma';
import type { DbOrTx } from '../../platform/db/client';
import { csvStream, type CsvRow } from '../../platform/http/csv';
import { rmaSubmissions } from './tables';
import { reportWhere, siteOf, type RmaReportFilters } from './requests-list';

const HEADER = [
  'RMA Number',
  'Type',
  'Shop',
  'Status',
  'Original Order',
  'Customer',
  'E-mail',
  'Purchased Part',
  'Replacement Part',
  'Days Since Order',
  'Total',
  'Refund',
  'Replacement Order',
  'Requested',
];

async function* exportRows(db: DbOrTx, filters: RmaReportFilters): AsyncIterable<CsvRow> {
  const batch = 500;
  for (let offset = 0; ; offset += batch) {
    const rows = await db
      .select()
      .from(rmaSubmissions)
      .where(reportWhere(filters))
      .orderBy(asc(rmaSubmissions.created_at), asc(rmaSubmissions.id))
      .limit(batch)
      .offset(offset);
    for (const row of rows)
      yield [
        row.rma_number,
        rmaTypeOf(row.rma_type)?.label ?? row.rma_type,
        siteOf(row).toUpperCase(),
        reviewStatusLabel(row.approval_status, row.is_paid),
        row.original_order_number,
        `${row.customer_firstname} ${row.customer_lastname}`.trim(),
        row.customer_email,
        row.incorrect_order_partnumber_sku ?? '',
        row.correct_order_partnumber_sku ?? '',
        row.order_days_elapsed ?? '',
        row.total,
        row.refund_amount,
        row.replacement_order_number ?? '',
        row.created_at.toISOString(),
      ];
    if (rows.length < batch) return;
  }
}

/** The report as CSV, streamed a batch at a time; cells are escaped against formulas by csvStream. */
export const rmaCsv = (db: DbOrTx, filters: RmaReportFilters) => csvStream(HEADER, exportRows(db, filters));
