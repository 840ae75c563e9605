// The RMA feature's public face: the dashboard and statistics read submissions; the worker makes RMA orders.
export { listRmaSubmissions, returnedParts } from './submissions-range';
export { listRmaRequests, rmaReport, pendingRmaCount } from './requests-list';
export { verifyOrder, replacementProduct } from './verification';
export { submitRma } from './submission';
export { statusPage } from './status';
export { rmaDetail } from './detail';
export { decideRma, deleteRma } from './approval';
export { rmaOrderHandler, RMA_ORDER_KIND } from './shop-order';
export { rmaCsv } from './report-export';
export type { RmaContext } from './context';
export { rmaRequestsByEmail } from './by-email';
