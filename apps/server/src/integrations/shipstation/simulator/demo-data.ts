import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { mulberry32, weighted, type Random } from '../../../platform/seeded-random';
import { SHOP_CATALOGS } from '../../woocommerce/simulator/catalog-data';
import { demoCustomer } from '../../woocommerce/simulator/demo-customers';
import { pacificDay } from '../dates';
import { insertOrders, manualAddress, type NewOrder, type NewShipment } from './manual-orders';
import type { StoredItem } from './orders';
import { refreshShopStores } from './shop-import';
import { SANDBOX_STORE_IDS } from './stores';
import { shipstationOrders } from './tables';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface ShipStationDemoOptions {
  now: Date;
  seed: number;
  /** How far back the manual, auto-parts and eBay stores' orders go; default 150 days. */
  days?: number;
}

/** What the auto-parts store sells: sensors, relays and wiring, not rebuilt modules. */
const AUTO_PARTS: { sku: string; name: string; price: number }[] = [
  { sku: 'AP-CKP-5149141AE', name: 'Crankshaft Position Sensor 5149141AE', price: 24.95 },
  { sku: 'AP-CMP-56041479AC', name: 'Camshaft Position Sensor 56041479AC', price: 21.5 },
  { sku: 'AP-REL-68079355AA', name: 'Fuel Pump Relay 68079355AA', price: 12.99 },
  { sku: 'AP-REL-04692308AB', name: 'Starter Relay 04692308AB', price: 9.99 },
  { sku: 'AP-HRN-TIPM7-PIGTAIL', name: 'TIPM-7 Connector Pigtail Harness', price: 39.0 },
  { sku: 'AP-FPB-68210269AA', name: 'Fuel Pump Bypass Kit for TIPM-7', price: 54.0 },
  { sku: 'AP-MAP-56029405', name: 'MAP Sensor 56029405', price: 29.95 },
  { sku: 'AP-O2-56028994AA', name: 'Oxygen Sensor Upstream 56028994AA', price: 44.0 },
  { sku: 'AP-TPS-04874371AD', name: 'Throttle Position Sensor 04874371AD', price: 27.5 },
  { sku: 'AP-FUSE-ASST-120', name: 'Blade Fuse Assortment (120 pcs)', price: 11.25 },
];

interface ShippingChoice {
  service: string;
  carrier: string | null;
  code: string | null;
  price: number;
}
const SHIPPING: Record<string, ShippingChoice> = {
  fedexGround: { service: 'FedEx Ground', carrier: 'fedex', code: 'fedex_ground', price: 15 },
  fedex2Day: { service: 'FedEx 2Day', carrier: 'fedex', code: 'fedex_2day', price: 35 },
  fedexOvernight: {
    service: 'FedEx Priority Overnight',
    carrier: 'fedex',
    code: 'fedex_priority_overnight',
    price: 65,
  },
  usps: { service: 'USPS Ground Advantage', carrier: 'usps', code: 'usps_ground_advantage', price: 9.95 },
  upsGround: { service: 'UPS Ground', carrier: 'ups', code: 'ups_ground', price: 14 },
  pickup: { service: 'In Person Pickup', carrier: 'other', code: null, price: 0 },
};

interface StorePlan {
  storeId: number;
  orders: number;
  number: (index: number, random: Random) => string;
  source: string | null;
  items: (random: Random) => { sku: string; name: string; price: number }[];
  shipping: [ShippingChoice, number][];
  payment: [string, number][];
  /** Minutes between the order and its arrival in ShipStation. */
  importDelay: (random: Random) => number;
  taxRate: number;
}

const digits = (random: Random, length: number) =>
  Array.from({ length }, () => String(Math.floor(random() * 10))).join('');

/** A tracking number in the carrier's own format: UPS 1Z…, FedEx 12 digits, USPS 22 digits. */
export function demoTrackingNumber(carrier: string, random: Random): string | null {
  if (carrier === 'ups') {
    const letters = 'ABCDEFGHJKLMNPRSTUVWXY0123456789';
    const shipper = Array.from({ length: 6 }, () => letters[Math.floor(random() * letters.length)]).join('');
    return `1Z${shipper}03${digits(random, 8)}`;
  }
  if (carrier === 'fedex') return digits(random, 12);
  if (carrier === 'usps') return `9400${digits(random, 18)}`;
  return null;
}

/** Modules both shops sell, for the phone and eBay orders (no services, fees or custom lines). */
function modules() {
  return [...SHOP_CATALOGS.tipm(), ...SHOP_CATALOGS.ecm()]
    .filter((product) => !['repair', 'custom'].includes(product.kind) && !product.sku.endsWith('-MISC'))
    .map((product) => ({ sku: product.sku, name: product.name, price: Number(product.price) }))
    .filter((product) => product.price > 0);
}

function plans(): StorePlan[] {
  const catalog = modules();
  const pickModule = (random: Random) => catalog[Math.floor(random() * catalog.length)]!;
  return [
    {
      storeId: SANDBOX_STORE_IDS.manual,
      orders: 70,
      number: (index) => `M-${10_001 + index}`,
      source: null,
      items: (random) => [pickModule(random)],
      shipping: [
        [SHIPPING.fedexGround!, 50],
        [SHIPPING.fedex2Day!, 15],
        [SHIPPING.fedexOvernight!, 10],
        [SHIPPING.pickup!, 25],
      ],
      payment: [
        ['Credit Card', 60],
        ['Pay on Account', 40],
      ],
      importDelay: () => 0,
      taxRate: 0.0775,
    },
    {
      storeId: SANDBOX_STORE_IDS.autoParts,
      orders: 150,
      number: (index) => `AP-${50_001 + index}`,
      source: null,
      items: (random) =>
        Array.from(
          {
            length: weighted(random, [
              [1, 70],
              [2, 22],
              [3, 8],
            ]),
          },
          () => AUTO_PARTS[Math.floor(random() * AUTO_PARTS.length)]!,
        ),
      shipping: [
        [SHIPPING.usps!, 55],
        [SHIPPING.upsGround!, 35],
        [SHIPPING.fedexGround!, 10],
      ],
      payment: [['Credit Card', 1]],
      importDelay: (random) => 2 + Math.floor(random() * 20),
      taxRate: 0,
    },
    {
      storeId: SANDBOX_STORE_IDS.ebay,
      orders: 180,
      number: (index, random) =>
        `${10 + Math.floor(random() * 18)}-${digits(random, 5)}-${String(10_000 + index * 7).padStart(5, '0')}`,
      source: 'ebay',
      items: (random) => [pickModule(random)],
      shipping: [
        [SHIPPING.usps!, 50],
        [SHIPPING.fedexGround!, 35],
        [SHIPPING.upsGround!, 15],
      ],
      payment: [['eBay Managed Payments', 1]],
      importDelay: (random) => 10 + Math.floor(random() * 50),
      taxRate: 0,
    },
  ];
}

function statusFor(random: Random, ageDays: number, manual: boolean): string {
  if (ageDays < 2 && random() < 0.7) return 'awaiting_shipment';
  return weighted(random, [
    ['shipped', 92],
    ['cancelled', 3],
    ['on_hold', 2],
    ['awaiting_shipment', ageDays < 5 ? 3 : 0],
    ['awaiting_payment', manual ? 2 : 0],
  ]);
}

function draftStoreOrders(plan: StorePlan, random: Random, now: Date, days: number) {
  const pick = (length: number) => Math.floor(random() * length);
  const created = Array.from({ length: plan.orders }, () => now.getTime() - random() * days * DAY_MS).sort(
    (a, b) => a - b,
  );
  return created.map((createdAt, index): { order: NewOrder; shipment: NewShipment | null } => {
    const customer = demoCustomer(pick);
    const lines = plan.items(random);
    const items: StoredItem[] = lines.map((line) => ({
      lineItemKey: plan.source === 'ebay' ? digits(random, 12) : null,
      sku: line.sku,
      name: line.name,
      quantity: random() < 0.9 ? 1 : 2,
      unitPrice: line.price,
      taxAmount: null,
      options: [],
      adjustment: false,
      weightOunces: line.sku.startsWith('AP-') ? 8 : 48,
    }));
    const shipping = weighted(random, plan.shipping);
    const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
    const tax = Math.round(subtotal * plan.taxRate * 100) / 100;
    const total = (subtotal + tax + shipping.price).toFixed(2);
    const createDate = new Date(createdAt);
    const orderDate = new Date(createdAt - plan.importDelay(random) * MINUTE_MS);
    const ageDays = (now.getTime() - createdAt) / DAY_MS;
    const status = statusFor(random, ageDays, plan.storeId === SANDBOX_STORE_IDS.manual);
    const paid = status !== 'awaiting_payment';
    const shippedAt =
      status === 'shipped' ? new Date(Math.min(now.getTime(), createdAt + (0.2 + random() * 2.5) * DAY_MS)) : null;
    const number = plan.number(index, random);
    const name = `${customer.billing.first_name} ${customer.billing.last_name}`;
    const shipTo = manualAddress({
      name,
      company: customer.shipping.company,
      street1: customer.shipping.address_1,
      street2: customer.shipping.address_2 || null,
      city: customer.shipping.city,
      state: customer.shipping.state,
      postalCode: customer.shipping.postcode,
      phone: customer.billing.phone,
    });
    const carrier = shippedAt ? shipping.carrier : null;
    const order: NewOrder = {
      order_number: number,
      order_key: plan.source === 'ebay' ? number : `${plan.storeId}-${number}`,
      store_id: plan.storeId,
      order_status: status,
      order_date: orderDate,
      create_date: createDate,
      modify_date: shippedAt ?? createDate,
      payment_date: paid ? orderDate : null,
      customer_id: 40_000_000 + Math.floor(random() * 9_000_000),
      customer_username:
        plan.source === 'ebay'
          ? `${(customer.billing.first_name ?? 'buyer').toLowerCase()}_${digits(random, 4)}`
          : customer.billing.email,
      customer_email: customer.billing.email,
      bill_to: manualAddress({ name }),
      ship_to: shipTo,
      items,
      order_total: total,
      amount_paid: paid ? total : '0',
      tax_amount: tax.toFixed(2),
      shipping_amount: shipping.price.toFixed(2),
      payment_method: weighted(random, plan.payment),
      requested_shipping_service: shipping.service,
      carrier_code: carrier,
      service_code: shippedAt ? shipping.code : null,
      package_code: shippedAt && carrier !== 'other' ? 'package' : null,
      ship_date: shippedAt ? pacificDay(shippedAt) : null,
      weight_ounces: items.reduce((sum, item) => sum + (item.weightOunces ?? 0) * item.quantity, 0),
      source: plan.source,
    };
    const shipment: NewShipment | null = shippedAt
      ? {
          carrier_code: carrier!,
          service_code: shipping.code,
          tracking_number: demoTrackingNumber(carrier!, random),
          ship_date: pacificDay(shippedAt),
          notify_customer: true,
          notify_sales_channel: plan.source === 'ebay',
          create_date: shippedAt,
        }
      : null;
    return { order, shipment };
  });
}

/**
 * The simulated ShipStation account on a first sandbox start: the two shops' orders as the WooCommerce stores
 * import them (same numbers; processing ones awaiting shipment, completed ones shipped with their tracking
 * numbers, see shop-import.ts), and a few hundred orders of the manual, auto-parts and eBay stores spread over
 * the last `days`, deterministic for a seed. A second run changes nothing.
 */
export async function seedShipStationDemoData(db: Db, options: ShipStationDemoOptions): Promise<void> {
  await refreshShopStores(db, options.now);
  const ownStores = [SANDBOX_STORE_IDS.manual, SANDBOX_STORE_IDS.autoParts, SANDBOX_STORE_IDS.ebay];
  const [existing] = await db
    .select({ n: count() })
    .from(shipstationOrders)
    .where(inArray(shipstationOrders.store_id, ownStores));
  if ((existing?.n ?? 0) > 0) return;
  const random = mulberry32(options.seed ^ 0x5b1b_57a7);
  const drafts = plans().flatMap((plan) => draftStoreOrders(plan, random, options.now, options.days ?? 150));
  await insertOrders(db, drafts);
}
