import { REPAIR_ORDER, repairItemName, type RepairOrderInput } from '@makro/domain/repairs';
import type { NewOrder, StorefrontPort, WooOrder } from '../../integrations/woocommerce/port';
import { shopOfRepair } from './catalog';

/** The order meta naming the wizard request an order was made for: how a retry finds the order it made. */
export const REPAIR_REQUEST_META_KEY = 'makro_repair_request';

/** What the server decided about an order: its money, terms and who made it. */
export interface RepairOrderTerms {
  productId: number;
  taxAmount: string;
  taxPercent: string;
  dueDate: string;
  createdBy: string;
}

/** The line's meta, shown on the order in the shop and on its invoice (spec part 2 §7). */
function lineMeta(order: RepairOrderInput['order']) {
  const vehicle = [order.year, order.make, order.model].filter(Boolean).join(' ');
  return [
    ...(vehicle ? [{ key: 'Vehicle', value: vehicle }] : []),
    ...(order.vin ? [{ key: '17 Digit VIN', value: order.vin }] : []),
    ...(order.firmware ? [{ key: 'Firmware', value: order.firmware }] : []),
    { key: 'Issues', value: order.issues.join(', ') },
    { key: 'Failure Description', value: order.description },
  ];
}

/**
 * The repair service order (spec part 2 §7 "POST orders", §9 "Repair order"): unpaid on account, the repair
 * product at the subtotal, local pickup at 0.00, the tax line, and the meta that says who made it and when it is due.
 */
export function repairShopOrder(input: RepairOrderInput, terms: RepairOrderTerms): NewOrder {
  const { customer, order } = input;
  const address = {
    first_name: customer.first_name,
    last_name: customer.last_name,
    company: customer.business_name ?? '',
    address_1: customer.address,
    city: customer.city,
    state: customer.state,
    postcode: customer.zip,
    country: customer.country,
  };
  return {
    set_paid: false,
    payment_method: REPAIR_ORDER.paymentMethod,
    payment_method_title: REPAIR_ORDER.paymentMethodTitle,
    billing: { ...address, email: customer.email, phone: customer.phone },
    shipping: address,
    line_items: [
      {
        product_id: terms.productId,
        sku: REPAIR_ORDER.sku,
        name: repairItemName({ type: order.repair_type, ...order }),
        quantity: REPAIR_ORDER.quantity,
        subtotal: order.subtotal,
        total: order.subtotal,
        meta_data: lineMeta(order),
      },
    ],
    shipping_lines: [
      {
        method_id: REPAIR_ORDER.shippingMethod,
        method_title: REPAIR_ORDER.shippingTitle,
        total: REPAIR_ORDER.shippingTotal,
      },
    ],
    tax_lines: [
      {
        rate_code: REPAIR_ORDER.taxRateCode,
        rate_id: REPAIR_ORDER.taxRateId,
        rate_percent: terms.taxPercent,
        label: REPAIR_ORDER.taxLabel,
        total: terms.taxAmount,
      },
    ],
    meta_data: [
      { key: '_created_by', value: terms.createdBy },
      { key: '_due_date', value: terms.dueDate },
      { key: '_payment_terms', value: String(order.terms) },
      { key: REPAIR_REQUEST_META_KEY, value: input.request_key },
      ...(order.po_number ? [{ key: 'PO Number', value: order.po_number }] : []),
    ],
  };
}

/** How far back a retry looks for the order its first attempt made. */
const RETRY_WINDOW_MS = 2 * 86_400_000;

/**
 * The order an earlier attempt of this request made (its answer was lost), found by the request key it carries.
 * The shop's search looks in billing e-mails (WooCommerce indexes them), narrowed to the last two days.
 */
export async function orderAlreadyMade(shops: StorefrontPort, input: RepairOrderInput): Promise<WooOrder | null> {
  const { items } = await shops.listOrders(shopOfRepair(input.order.repair_type), {
    search: input.customer.email,
    after: new Date(Date.now() - RETRY_WINDOW_MS).toISOString(),
    perPage: 100,
  });
  return (
    items.find((order) =>
      order.meta_data.some((meta) => meta.key === REPAIR_REQUEST_META_KEY && meta.value === input.request_key),
    ) ?? null
  );
}
