import { z } from 'zod';
import { PageQuery, defineEndpoint, requires } from '../shared';
import { Id, IdParam, IdParams } from '../shared/input';
import { SHOPS } from '../shops/contracts';
import {
  SALE_PREVIEW_PAGE_SIZE,
  SITEWIDE_SALE_MESSAGES as M,
  SITEWIDE_SALE_STATUSES,
  SITEWIDE_SALES_PAGE_SIZE,
} from './rules';

const access = requires('can_view_sitewide_sale');
const TAG = 'Sitewide sale';

const ShopInput = z.enum(SHOPS, { error: M.shopRequired });

/** A percentage off as the form sends it (a number or its text), kept as text with at most two decimals. */
export const SalePercentage = z
  .union([z.number(), z.string().trim()], { error: M.percentageRequired })
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .pipe(
    z
      .string()
      .min(1, M.percentageRequired)
      .regex(/^\d+(\.\d+)?$/, M.percentageRange)
      .refine((value) => /^\d+(\.\d{1,2})?$/.test(value), M.percentageDecimals)
      .refine((value) => Number(value) > 0 && Number(value) < 100, M.percentageRange),
  );

/** The whole shop (null or left out) or one of its product categories. */
const CategoryInput = z.union([Id, z.null()]).optional().default(null);
const CategoryQuery = z
  .union([IdParam, z.literal('')])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value).toISOString());

/**
 * A new sale. The form validates with this schema too; "the end must be in the future" is checked on the
 * server alone (its clock decides).
 */
export const NewSitewideSale = z
  .object({
    shop: ShopInput,
    category_id: CategoryInput,
    percentage: SalePercentage,
    starts_at: instant(M.startRequired),
    ends_at: instant(M.endRequired),
  })
  .superRefine((value, ctx) => {
    if (value.starts_at >= value.ends_at)
      ctx.addIssue({ code: 'custom', message: M.startBeforeEnd, path: ['ends_at'] });
  });
export type NewSitewideSale = z.input<typeof NewSitewideSale>;

export const SitewideSale = z
  .object({
    id: z.number().int(),
    shop: z.enum(SHOPS),
    category_id: z.number().int().nullable(),
    /** "Whole shop" when the sale covers every product. */
    category_name: z.string(),
    percentage: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    status: z.enum(SITEWIDE_SALE_STATUSES),
    products_total: z.number().int(),
    products_on_sale: z.number().int(),
    products_restored: z.number().int(),
    /** Products the shop refused to put on sale (they kept their regular price). */
    products_failed: z.number().int(),
    /** 0–100 for the phase in progress (applying or restoring). */
    progress: z.number().int(),
    /** "x of y products on sale" / "x of y products restored". */
    progress_label: z.string(),
    /** The last shop failure, while it is retried or when products could not be changed. */
    last_error: z.string().nullable(),
    created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    created_at: z.string(),
    applied_at: z.string().nullable(),
    ended_at: z.string().nullable(),
  })
  .meta({ id: 'SitewideSale' });
export type SitewideSale = z.infer<typeof SitewideSale>;

export const SalePreviewProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  regular_price: z.string(),
  sale_price: z.string(),
});
export type SalePreviewProduct = z.infer<typeof SalePreviewProduct>;

export const SaleCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The name with its parents: "Dodge › Journey". */
  label: z.string(),
  count: z.number().int(),
});
export type SaleCategory = z.infer<typeof SaleCategory>;

export const listSitewideSales = defineEndpoint({
  method: 'GET',
  path: '/v1/sitewide_sales',
  summary: 'Sales, newest first, with each one’s status and progress; 20 a page',
  tag: TAG,
  access,
  query: PageQuery.extend({ per_page: z.coerce.number().int().min(1).max(100).default(SITEWIDE_SALES_PAGE_SIZE) }),
  response: z.object({
    sitewide_sales: z.array(SitewideSale),
    /** Whether a sale's prices are being changed in a shop right now (the page warns before it is left). */
    running: z.boolean(),
    current_page: z.number().int(),
    total_count: z.number().int(),
    total_pages: z.number().int(),
  }),
});

export const SalePreviewQuery = PageQuery.extend({
  shop: ShopInput,
  category_id: CategoryQuery,
  percentage: SalePercentage,
  per_page: z.coerce.number().int().min(1).max(100).default(SALE_PREVIEW_PAGE_SIZE),
});
export type SalePreviewQuery = z.input<typeof SalePreviewQuery>;

export const previewSitewideSale = defineEndpoint({
  method: 'GET',
  path: '/v1/sitewide_sales/preview',
  summary:
    'The products a sale would change (read from the shop), each with its regular price and the sale price rounded to the cent',
  tag: TAG,
  access,
  query: SalePreviewQuery,
  response: z.object({
    products: z.array(SalePreviewProduct),
    current_page: z.number().int(),
    total_count: z.number().int(),
    total_pages: z.number().int(),
  }),
});

export const listSaleCategories = defineEndpoint({
  method: 'GET',
  path: '/v1/sitewide_sales/shops/:shop/categories',
  summary: 'The shop’s product categories, for choosing what a sale covers',
  tag: TAG,
  access,
  params: z.object({ shop: z.enum(SHOPS) }),
  response: z.object({ categories: z.array(SaleCategory) }),
});

export const createSitewideSale = defineEndpoint({
  method: 'POST',
  path: '/v1/sitewide_sales',
  summary:
    'Schedules a sale (applied by a server job at its start, at once when the start has come) after recording each product’s regular price; 409 when another sale covers some of the products at that time',
  tag: TAG,
  access,
  body: NewSitewideSale,
  status: 201,
  response: z.object({ sitewide_sale: SitewideSale, message: z.string() }),
});

export const getSitewideSale = defineEndpoint({
  method: 'GET',
  path: '/v1/sitewide_sales/:id',
  summary: 'One sale with its progress',
  tag: TAG,
  access,
  params: IdParams,
  response: z.object({ sitewide_sale: SitewideSale }),
});

export const endSitewideSale = defineEndpoint({
  method: 'POST',
  path: '/v1/sitewide_sales/:id/end',
  summary: 'Ends a sale now: the server job restores each product’s regular price (also tries a failed restore again)',
  tag: TAG,
  access,
  params: IdParams,
  response: z.object({ sitewide_sale: SitewideSale, message: z.string() }),
});

export const cancelSitewideSale = defineEndpoint({
  method: 'POST',
  path: '/v1/sitewide_sales/:id/cancel',
  summary: 'Cancels a scheduled sale before it starts (no price was changed)',
  tag: TAG,
  access,
  params: IdParams,
  response: z.object({ sitewide_sale: SitewideSale, message: z.string() }),
});
