import { z } from 'zod';
import { PageQuery, defineEndpoint, requires, requiresAdministrator } from '../shared';
import { IdParams } from '../shared/input';
import {
  COUPON_STATES,
  PARTNER_DECISIONS,
  PARTNER_MESSAGES,
  PARTNER_PAGE_SIZE,
  PARTNER_SHOPS,
  PARTNER_STATUSES,
} from './rules';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const zip = z
  .string({ error: PARTNER_MESSAGES.zipRequired })
  .trim()
  .min(1, PARTNER_MESSAGES.zipRequired)
  .max(10)
  .regex(/^[A-Za-z0-9 -]+$/, 'must be a ZIP or postal code');

/** The application form's text fields (the licence document travels beside them in the multipart body). */
export const PartnerApplicationFields = z.object({
  firstname: required('First name', 100),
  lastname: required('Last name', 100),
  business_name: required('Business name', 200),
  business_email: z
    .string({ error: 'Business e-mail is required' })
    .trim()
    .toLowerCase()
    .max(200)
    .pipe(z.email('must be an e-mail address')),
  business_phone: required('Business phone', 40).regex(/^[0-9+().\s-]{7,40}$/, 'must be a phone number'),
  ein_tax_id: required('Tax id / EIN / resale number', 60),
  business_address: required('Business address', 300),
  city: required('City', 100),
  state: required('State', 60),
  zip,
  country: required('Country', 60).default('US'),
});
export type PartnerApplicationFields = z.infer<typeof PartnerApplicationFields>;

/** The edit modal's fields (spec part 2 §3 "Edit modal fields", plus city); ZIP is required (§5). */
export const PartnerEditFields = z.object({
  firstname: required('First name', 100),
  lastname: required('Last name', 100),
  business_name: required('Business name', 200),
  business_phone: optionalText(40),
  ein_tax_id: optionalText(60),
  business_address: optionalText(300),
  city: optionalText(100),
  state: optionalText(60),
  zip,
  country: optionalText(60),
});
export type PartnerEditFields = z.infer<typeof PartnerEditFields>;
export const PARTNER_EDIT_KEYS = Object.keys(PartnerEditFields.shape) as (keyof PartnerEditFields)[];

export const PartnerCoupon = z.object({
  shop: z.enum(PARTNER_SHOPS),
  status: z.enum(COUPON_STATES),
  coupon_id: z.number().int().nullable(),
  /** The shop's last refusal while pending or failed. */
  error: z.string().nullable(),
});
export type PartnerCoupon = z.infer<typeof PartnerCoupon>;

export const Reseller = z
  .object({
    id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    full_name: z.string(),
    reseller_code: z.string(),
    business_email: z.string(),
    business_phone: z.string().nullable(),
    business_name: z.string(),
    ein_tax_id: z.string().nullable(),
    business_address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    country: z.string().nullable(),
    /** The staff-only download route of the licence document (needs the bearer token), or null. */
    file_attachment_path: z.string().nullable(),
    status: z.enum(PARTNER_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
    decided_at: z.string().nullable(),
    /** Approved partners: the coupon on each shop. */
    coupons: z.array(PartnerCoupon),
    /** The last e-mail sent about the decision (approval, rejection or a resend) and how it went. */
    notification: z.object({ email: z.string(), status: z.enum(['pending', 'sent', 'failed']) }).nullable(),
  })
  .meta({ id: 'Reseller' });
export type Reseller = z.infer<typeof Reseller>;

const statusFilter = z.enum(['all', ...PARTNER_STATUSES], { error: 'must be all, pending, approved or rejected' });

export const ListResellersQuery = PageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(500).default(PARTNER_PAGE_SIZE),
  status: statusFilter.default('all'),
});
export type ListResellersQuery = z.infer<typeof ListResellersQuery>;

export const SearchResellersQuery = ListResellersQuery.extend({
  keyword: z.string().trim().max(100).default(''),
});
export type SearchResellersQuery = z.infer<typeof SearchResellersQuery>;

const ResellerPage = z.object({
  resellers: z.array(Reseller),
  total_count: z.number().int(),
  total_pages: z.number().int(),
  current_page: z.number().int(),
  /** Applications waiting for a decision (the menu badge). */
  pending_count: z.number().int(),
});

const view = requires('can_view_partner_application');

export const listResellers = defineEndpoint({
  method: 'GET',
  path: '/v1/resellers',
  summary: 'Partner applications, newest first, by status (all, pending, approved, rejected); 20 a page',
  tag: 'Partner applications',
  access: view,
  query: ListResellersQuery,
  response: ResellerPage,
});

export const searchResellers = defineEndpoint({
  method: 'GET',
  path: '/v1/resellers/search',
  summary:
    'Partner applications whose name, reseller code, business e-mail, business name or phone contain the keyword, by status',
  tag: 'Partner applications',
  access: view,
  query: SearchResellersQuery,
  response: ResellerPage,
});

export const applyForPartnership = defineEndpoint({
  method: 'POST',
  path: '/v1/resellers',
  summary:
    'A business applies to the partner program (public, limited per address). multipart/form-data: the text fields of PartnerApplicationFields and `file_attachment`, the licence document (PDF, JPEG or PNG by content, at most 5 MB). Answers the reseller code.',
  tag: 'Partner applications',
  access: 'public',
  status: 201,
  response: z.object({
    reseller: z.object({ id: z.number().int(), reseller_code: z.string(), status: z.enum(PARTNER_STATUSES) }),
    message: z.string(),
  }),
});

export const UpdateResellerBody = z.object({
  resellers: PartnerEditFields.partial().extend({
    status: z.enum(PARTNER_DECISIONS, { error: 'must be approved or rejected' }).optional(),
  }),
});
export type UpdateResellerBody = z.infer<typeof UpdateResellerBody>;

export const updateReseller = defineEndpoint({
  method: 'PATCH',
  path: '/v1/resellers/:id',
  summary:
    'Decide a pending application (`resellers.status` approved: a coupon on both shops, then the approval e-mail; rejected: the rejection e-mail), or edit an approved partner (the edit fields; ZIP required): its coupons follow. Deciding again answers 409.',
  tag: 'Partner applications',
  access: view,
  params: IdParams,
  body: UpdateResellerBody,
  response: z.object({ reseller: Reseller, message: z.string() }),
});

export const resendResellerNotification = defineEndpoint({
  method: 'POST',
  path: '/v1/resellers/:id/resend_notification',
  summary: 'Send an approved partner the approval e-mail again',
  tag: 'Partner applications',
  access: view,
  params: IdParams,
  response: z.object({ reseller: Reseller, message: z.string() }),
});

export const retryResellerCoupons = defineEndpoint({
  method: 'POST',
  path: '/v1/resellers/:id/retry_coupons',
  summary: 'Try again to create an approved partner’s coupon on the shops where every retry failed',
  tag: 'Partner applications',
  access: view,
  params: IdParams,
  response: z.object({ reseller: Reseller, message: z.string() }),
});

export const downloadResellerLicence = defineEndpoint({
  method: 'GET',
  path: '/v1/resellers/:id/licence',
  summary: 'The licence document of an application, streamed to staff (never a public address)',
  tag: 'Partner applications',
  access: view,
  params: IdParams,
  produces: 'application/octet-stream',
  response: z.string(),
});

export const deleteReseller = defineEndpoint({
  method: 'DELETE',
  path: '/v1/resellers/:id',
  summary:
    'Delete an application and its licence document (administrators); an approved partner’s coupons are deleted from both shops, so the discount stops',
  tag: 'Partner applications',
  access: requiresAdministrator('can_view_partner_application'),
  params: IdParams,
  response: z.object({ success: z.literal(true) }),
});
