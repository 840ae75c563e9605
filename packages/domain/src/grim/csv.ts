import type { RtgrimOrder } from './contracts';
import { grimPartNumber } from './rules';

/**
 * The GRIM CSV's 37 columns (part 2 §9 says 37 without listing them): the Grim order's fields of §3 in order,
 * without Makro's row id and the shop's internal order id (the order number names the order), so 39 − 2.
 */
export const GRIM_CSV_COLUMNS = [
  'order_number',
  'line_item_name',
  'line_item_title',
  'line_item_price',
  'quantity',
  'part_number',
  'mileage',
  'subtotal',
  'discount_amount',
  'warranty_fix',
  'taxes',
  'total',
  'customer_first_name',
  'customer_last_name',
  'customer_phone',
  'customer_email',
  'customer_note',
  'shipping_first_name',
  'shipping_last_name',
  'shipping_name',
  'shipping_phone',
  'shipping_company',
  'shipping_address_line_1',
  'shipping_address_line_2',
  'shipping_city',
  'shipping_country',
  'shipping_country_code',
  'shipping_state',
  'shipping_state_code',
  'shipping_zip',
  'shipping_method',
  'status',
  'carrier_code',
  'tracking_number',
  'created_at',
  'processed_at',
  'updated_at',
] as const satisfies readonly (keyof RtgrimOrder)[];

/** One order's CSV row, cell for cell with GRIM_CSV_COLUMNS: part number without its suffix, empty for none. */
export function grimCsvRow(order: RtgrimOrder): string[] {
  return GRIM_CSV_COLUMNS.map((column) => {
    if (column === 'part_number') return grimPartNumber(order.part_number);
    const value = order[column];
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    return String(value);
  });
}
