import { z } from 'zod';
import { defineEndpoint, type Permission } from '../shared';

/** Fewer characters find nothing: two letters match half the company. */
export const MIN_SEARCH_LENGTH = 2;
/** Fragments inside a word (a name, an e-mail) are looked for from this length: the trigram index's floor. */
export const MIN_FRAGMENT_LENGTH = 3;
export const MAX_SEARCH_LENGTH = 100;
/** Each kind shows its best few; the kind's own page has the rest. */
export const RESULTS_PER_KIND = 5;
/** Typing pauses this long before the box asks the server. */
export const GLOBAL_SEARCH_DEBOUNCE_MS = 250;

export const SEARCH_KINDS = ['item', 'ticket', 'order', 'part', 'user'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Which permission shows each kind of result: people find only what they could open. */
export const SEARCH_KIND_ACCESS: Record<SearchKind, readonly Permission[]> = {
  item: ['can_view_inventory'],
  part: ['can_view_inventory'],
  ticket: ['can_view_ticket_management'],
  order: ['can_view_ticket_management', 'can_view_refunds'],
  user: ['can_view_user_management'],
};

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  item: 'Inventory items',
  ticket: 'Tickets',
  order: 'Shop orders',
  part: 'Part numbers',
  user: 'Users',
};

export const SearchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** What was found, as people say it: a serial, a ticket number, an order number, a name. */
  title: z.string(),
  subtitle: z.string(),
  /** The page that shows it. */
  path: z.string(),
  /** The query is this thing's own number or serial: a scanner's Enter opens it at once. */
  exact: z.boolean(),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const GlobalSearchAnswer = z
  .object({
    query: z.string(),
    groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), label: z.string(), results: z.array(SearchResult) })),
  })
  .meta({ id: 'GlobalSearchAnswer' });
export type GlobalSearchAnswer = z.infer<typeof GlobalSearchAnswer>;

export const globalSearch = defineEndpoint({
  method: 'GET',
  path: '/v1/search',
  summary:
    'The top bar search: serials, ticket numbers, shop order numbers, tracking numbers, customers, part numbers and users, limited to what the caller may see',
  tag: 'Search',
  access: 'session',
  query: z.object({ q: z.string().trim().max(MAX_SEARCH_LENGTH).default('') }),
  response: GlobalSearchAnswer,
});
