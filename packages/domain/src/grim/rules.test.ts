import { describe, expect, it } from 'vitest';
import { UpdateRtgrimOrderBody, type RtgrimOrder } from './contracts';
import { GRIM_CSV_COLUMNS, grimCsvRow } from './csv';
import {
  GRIM_STATUSES,
  canMarkGrimShipped,
  grimCsvFileName,
  grimPartNumber,
  grimStatusChoices,
  grimStatusLook,
  grimTransition,
  isGrimSku,
  type GrimStatus,
} from './rules';

describe('the GRIM transition rule (spec part 2 §4)', () => {
  const status = (from: GrimStatus, to: GrimStatus) => grimTransition(from, to, 'status');
  it.each([
    ['created', 'received_order', true],
    ['created', 'received_product', true],
    ['created', 'cancelled', true],
    ['created', 'created', false],
    ['created', 'shipped_to_customer', false],
    ['received_order', 'created', true],
    ['received_order', 'received_product', true],
    ['received_order', 'cancelled', true],
    ['received_order', 'received_order', false],
    ['received_product', 'received_order', true],
    ['received_product', 'cancelled', true],
    ['received_product', 'shipped_to_customer', false],
    ['shipped_to_customer', 'created', false],
    ['shipped_to_customer', 'cancelled', false],
    ['cancelled', 'created', false],
    ['cancelled', 'received_product', false],
  ] as const)('%s → %s through the status control: %s', (from, to, allowed) => {
    expect(status(from, to).allowed).toBe(allowed);
  });

  it('says why a change is refused', () => {
    expect(status('cancelled', 'created')).toEqual({ allowed: false, reason: 'final' });
    expect(status('created', 'created')).toEqual({ allowed: false, reason: 'same' });
    expect(status('created', 'shipped_to_customer')).toEqual({
      allowed: false,
      reason: 'ship_through_mark_as_shipped',
    });
  });

  it('offers Mark as Shipped only from received product', () => {
    for (const from of GRIM_STATUSES) expect(canMarkGrimShipped(from)).toBe(from === 'received_product');
    expect(grimTransition('received_order', 'shipped_to_customer', 'mark_as_shipped')).toEqual({
      allowed: false,
      reason: 'not_received_product',
    });
  });

  it('offers every status but the current one and shipped; nothing once shipped or cancelled', () => {
    expect(grimStatusChoices('created')).toEqual(['received_order', 'received_product', 'cancelled']);
    expect(grimStatusChoices('received_product')).toEqual(['created', 'received_order', 'cancelled']);
    expect(grimStatusChoices('shipped_to_customer')).toEqual([]);
    expect(grimStatusChoices('cancelled')).toEqual([]);
  });

  it('shows statuses with the spec’s labels and colours, anything else secondary', () => {
    expect(grimStatusLook('created')).toEqual({ label: 'New', color: 'dark' });
    expect(grimStatusLook('shipped_to_customer').color).toBe('green');
    expect(grimStatusLook('completed').color).toBe('blue');
    expect(grimStatusLook('whatever').color).toBe('gray');
  });
});

describe('GRIM SKUs and part numbers', () => {
  it('counts a line whose SKU ends -REPAIR, in any case; not the bench repair services', () => {
    expect(isGrimSku('68225053AC-REPAIR')).toBe(true);
    expect(isGrimSku('68225053ac-repair ')).toBe(true);
    expect(isGrimSku('TIPM-REPAIR-SERVICE')).toBe(false);
    expect(isGrimSku('UNLISTED-REPAIR-SERVICE-MISC')).toBe(false);
    expect(isGrimSku('-REPAIR')).toBe(false);
    expect(isGrimSku(null)).toBe(false);
  });

  it('removes a known suffix from the part number', () => {
    expect(grimPartNumber('68225053AC-REPAIR')).toBe('68225053AC');
    expect(grimPartNumber('68099135AC-REBUILT')).toBe('68099135AC');
    expect(grimPartNumber('P68225053')).toBe('P68225053');
  });
});

const order: RtgrimOrder = {
  id: 7,
  order_id: 4411,
  order_number: '104411',
  line_item_name: 'Instrument Cluster Repair - Dodge Ram',
  line_item_title: 'Instrument Cluster Repair',
  line_item_price: '189.99',
  quantity: 1,
  part_number: '68225053AC-REPAIR',
  mileage: '120000',
  subtotal: '189.99',
  discount_amount: '0.00',
  warranty_fix: false,
  taxes: '0.00',
  total: '189.99',
  customer_first_name: 'Ann',
  customer_last_name: 'Lee',
  customer_phone: '=cmd|calc',
  customer_email: 'ann@example.com',
  customer_note: null,
  shipping_first_name: 'Ann',
  shipping_last_name: 'Lee',
  shipping_name: 'Ann Lee',
  shipping_phone: null,
  shipping_company: null,
  shipping_address_line_1: '1 Main St',
  shipping_address_line_2: null,
  shipping_city: 'Fresno',
  shipping_country: 'United States',
  shipping_country_code: 'US',
  shipping_state: 'California',
  shipping_state_code: 'CA',
  shipping_zip: '93650',
  shipping_method: 'UPS Ground',
  status: 'received_order',
  carrier_code: null,
  tracking_number: null,
  created_at: '2026-11-20T10:00:00.000Z',
  processed_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  shop: 'tipm',
};

describe('the GRIM CSV (spec part 2 §9)', () => {
  it('has 37 columns: the Grim order fields of §3 in order, without the two ids', () => {
    expect(GRIM_CSV_COLUMNS).toHaveLength(37);
    expect(new Set(GRIM_CSV_COLUMNS).size).toBe(37);
    const fields = Object.keys(order).filter((key) => !['id', 'order_id', 'shop'].includes(key));
    expect([...GRIM_CSV_COLUMNS]).toEqual(fields);
  });

  it('writes a row cell for cell, the part number without its suffix, empty for none', () => {
    const row = grimCsvRow(order);
    expect(row).toHaveLength(37);
    expect(row[GRIM_CSV_COLUMNS.indexOf('part_number')]).toBe('68225053AC');
    expect(row[GRIM_CSV_COLUMNS.indexOf('warranty_fix')]).toBe('no');
    expect(row[GRIM_CSV_COLUMNS.indexOf('carrier_code')]).toBe('');
    expect(row[0]).toBe('104411');
  });

  it('names the files new_orders(date) and all_grim_orders(date)', () => {
    expect(grimCsvFileName('new', '2026-11-25')).toBe('new_orders(2026-11-25).csv');
    expect(grimCsvFileName('all', '2026-11-25')).toBe('all_grim_orders(2026-11-25).csv');
  });
});

describe('Mark as Shipped input', () => {
  it('needs a carrier and a tracking number: Fill required fields.', () => {
    const result = UpdateRtgrimOrderBody.safeParse({ status: 'shipped_to_customer', carrier_code: 'ups' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['tracking_number'], message: 'Fill required fields.' });
    expect(UpdateRtgrimOrderBody.safeParse({ status: 'cancelled' }).success).toBe(true);
  });
});
