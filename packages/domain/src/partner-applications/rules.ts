/**
 * Partner (reseller) applications (spec part 2 §3 "Partnership Applications", §4, §7, §9; part 1 §9): a business
 * applies with its details and a licence document; staff approve (a discount coupon on both shops, then an
 * e-mail) or reject (an e-mail). Approved and rejected are final.
 */
export const PARTNER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const PARTNER_DECISIONS = ['approved', 'rejected'] as const;
export type PartnerDecision = (typeof PARTNER_DECISIONS)[number];

export const PARTNER_STATUS_LABELS: Readonly<Record<PartnerStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Spec part 1 §9: the partner discount, percentage as a string and amount as a number. */
export const PARTNER_DISCOUNT_PERCENTAGE = '15';
export const PARTNER_DISCOUNT_AMOUNT = 15;

/** The two shops every partner gets a coupon on. */
export const PARTNER_SHOPS = ['tipm', 'ecm'] as const;
export type PartnerShop = (typeof PARTNER_SHOPS)[number];
export const PARTNER_SHOP_LABELS: Readonly<Record<PartnerShop, string>> = { tipm: 'TIPM', ecm: 'ECM' };

/** A coupon's state on one shop: on its way (or retrying), on the shop, or given up after every retry. */
export const COUPON_STATES = ['pending', 'created', 'failed'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** Spec part 2 §9: 20 a page, inputs debounced 900 ms. */
export const PARTNER_PAGE_SIZE = 20;
export const PARTNER_DEBOUNCE_MS = 900;

/** The licence document (resale certificate): one file, at most 5 MB, a PDF, JPEG or PNG by its content. */
export const LICENCE_FIELD = 'file_attachment';
export const LICENCE_MAX_BYTES = 5 * 1024 * 1024;
export const LICENCE_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const;
export type LicenceContentType = keyof typeof LICENCE_TYPES;

/** Words of a business name that say what kind of company it is, not which one: left out of the code. */
const LEGAL_WORDS = new Set(['LLC', 'INC', 'CO', 'CORP', 'CORPORATION', 'LTD', 'COMPANY', 'THE', 'LP', 'LLP', 'PLLC']);
const CODE_BASE_MAX = 16;

/**
 * The reseller code: the business name's letters and digits upper-cased (legal words such as LLC and Inc left
 * out, at most 16 characters) followed by the discount, 15: "Torque Pro LLC" → TORQUEPRO15. When that code is
 * taken, a letter follows: TORQUEPRO15B, TORQUEPRO15C, …
 */
export function resellerCodeCandidates(businessName: string): string[] {
  const words = businessName
    .toUpperCase()
    .normalize('NFKD')
    .replace(/[^A-Z0-9\s]/g, '')
    .split(/\s+/)
    .filter((word) => word && !LEGAL_WORDS.has(word));
  const base = (words.join('') || 'PARTNER').slice(0, CODE_BASE_MAX);
  const code = `${base}${PARTNER_DISCOUNT_PERCENTAGE}`;
  return [code, ...'BCDEFGHJKLMNPQRSTUVWXYZ'.split('').map((letter) => `${code}${letter}`)];
}

/** Who may use a partner's coupon: the partner's e-mail and everyone at the company's domain (`*@domain`). */
export function couponEmailRestrictions(businessEmail: string): string[] {
  const email = businessEmail.trim().toLowerCase();
  const domain = email.split('@')[1];
  return domain ? [email, `*@${domain}`] : [email];
}

export const PARTNER_MESSAGES = {
  /** Spec part 2 §8. */
  emailSent: (email: string) => `Email notification sent to ${email}`,
  emailFailed: 'Error sending email notification.',
  deleteConfirm: "You won't be able to revert this!",
  deleted: 'Deleted!',
  deletedText: 'Partner application deleted.',
  alreadyDecided: (status: string) =>
    `This application is already ${status}: approved and rejected applications are final.`,
  editApprovedOnly: 'Only approved applications can be edited.',
  resendApprovedOnly: 'Only approved partners get the approval notification.',
  couponsPending: (shops: string) =>
    `The coupon is still pending on ${shops}; the approval e-mail goes out once it exists on every shop.`,
  approvedPending: (shops: string) =>
    `Application approved. The coupon is pending on ${shops}; the partner is e-mailed once it exists on every shop.`,
  couponsFailed: (shops: string, error: string | null) =>
    `The coupon could not be created on ${shops}${error ? `: ${error}` : ''}. Retry it from the application.`,
  rejectedPending: (email: string) => `Application rejected; the e-mail to ${email} is on its way.`,
  emailPending: (email: string) => `The e-mail to ${email} is on its way.`,
  updated: 'Partner application updated.',
  received: 'Thank you! Your partner application has been received. We will e-mail you once it has been reviewed.',
  duplicate: (status: string) => `An application with this e-mail is already ${status}.`,
  licenceRequired: 'The licence document is required (PDF, JPEG or PNG).',
  licenceType: 'must be a PDF, JPEG or PNG document (checked by its content, not its name)',
  licenceTooLarge: `must be at most ${LICENCE_MAX_BYTES / 1024 / 1024} MB`,
  noLicence: 'This application has no licence document.',
  zipRequired: 'ZIP is required',
} as const;
