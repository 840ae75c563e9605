// The packing and shipping feature's public face: the packing bench, the shipping desk and their histories.
export { listPackingHistories, listShippingHistories } from './history';
export { findPackingTicket, packModule } from './pack';
export { shipTicket } from './ship';
