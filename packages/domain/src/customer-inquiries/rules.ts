import { REPLY_MESSAGES } from '../shared/reply';

/**
 * Customer inquiries: questions customers send through the shops' contact forms (issue 17; the spec lists the page
 * among its coming-soon screens and names only its permission, can_view_customer_inquiry).
 */

/** The shop whose contact form sent it. */
export const INQUIRY_SOURCES = ['tipm', 'ecm'] as const;
export type InquirySource = (typeof INQUIRY_SOURCES)[number];

/** waiting: no reply accepted yet; answered: the reply e-mail was accepted; closed: nothing more to do. */
export const INQUIRY_STATUSES = ['waiting', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  waiting: 'Waiting for Reply',
  answered: 'Answered',
  closed: 'Closed',
};

export const INQUIRY_PAGE_SIZE = 20;
export const INQUIRY_DEBOUNCE_MS = 900;
export const INQUIRY_MESSAGE_MAX = 5_000;
export const INQUIRY_SUBJECT_MAX = 200;
/** The customer's records shown with an inquiry: the latest this many orders, RMA requests and tickets. */
export const RELATED_LIMIT = 10;

/** The toasts and the server's sentences; the reply's are the module request tracker's (spec part 2 §5, §8). */
export const CUSTOMER_INQUIRY_MESSAGES = {
  ...REPLY_MESSAGES,
  queued: (email: string) =>
    `The reply to ${email} is queued; the inquiry is answered as soon as the e-mail is accepted.`,
  alreadyAnswered: (id: number) => `Customer inquiry ${id} was already answered with another reply.`,
  closedNoReply: (id: number) => `Customer inquiry ${id} is closed: reopen it to reply.`,
  notFound: (id: number) => `Customer inquiry ${id} does not exist.`,
  closed: 'Inquiry closed.',
  reopened: 'Inquiry reopened.',
  deleteText: "You won't be able to revert this!",
  deleteConfirm: 'Yes, delete it!',
  deleted: 'Deleted!',
  deletedText: 'Customer inquiry deleted.',
  received: 'Thank you! Your message was received; we will reply by e-mail.',
  subject: (subject: string) => `Re: ${subject}`,
} as const;
