// The refunds feature's public face.
export {
  listRefunds,
  refundOr404,
  createRefund,
  updateRefund,
  deleteRefund,
  requestRefundInTransaction,
  pendingRefundCount,
} from './requests';
export { decideRefund, retryPayout, settledPayout, approvalMessage } from './approval';
export { quoteRefund } from './order-quote';
export { refundPayoutHandler, PAYOUT_KIND, payoutReference } from './payout';
export { orderTransactions, receiptHtml, RECEIPT_CSP } from './transactions';
