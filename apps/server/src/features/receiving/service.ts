// The receiving feature's public face: the dock's receipts and the received history.
export { listReceivedHistories, deleteReceivedHistory, receivedHistoryById } from './history';
export {
  searchReceivingTickets,
  markAsReceived,
  matchReceivedHistory,
  recordUnmatchedReceipt,
  updateTracking,
} from './receive';
