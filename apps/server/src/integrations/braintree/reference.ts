/**
 * How a refund's `reference` travels through Braintree. Its Refund object has no readable description or
 * custom fields, only `orderId` (the sale's unless given). Makro sends `{order number}/{reference}` there,
 * so the Control Panel still shows the order, and reads the part after the sale's order id back.
 */
export function refundOrderId(saleOrderId: string | null, reference: string): string {
  return saleOrderId ? `${saleOrderId}/${reference}` : reference;
}

/** The reference in a refund's orderId, or null for a refund made elsewhere (same order id as its sale). */
export function referenceOf(refundOrder: string | null, saleOrderId: string | null): string | null {
  if (!refundOrder || refundOrder === saleOrderId) return null;
  if (saleOrderId && refundOrder.startsWith(`${saleOrderId}/`)) return refundOrder.slice(saleOrderId.length + 1);
  return refundOrder;
}
