// The customer inquiries area's face to the rest of the server (app.ts registers the reply's outbox handler).
export { CUSTOMER_INQUIRY_REPLY_KIND, customerInquiryReplyHandler } from './reply';
export { waitingInquiryCount } from './list';
