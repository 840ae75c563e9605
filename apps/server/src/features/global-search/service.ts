import {
  MIN_SEARCH_LENGTH,
  RESULTS_PER_KIND,
  SEARCH_KIND_ACCESS,
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  type GlobalSearchAnswer,
  type SearchKind,
  type SearchResult,
} from '@makro/domain/global-search';
import { ticketPath } from '@makro/domain/tickets';
import type { Actor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/client';
import { searchItemsBySerial, searchPartNumbers } from '../inventory/service';
import { searchShopOrders } from '../shops/service';
import { searchTicketsFor, ticketTypesByNumber } from '../tickets/service';
import { searchUsersFor } from '../users/service';

type Finder = (db: DbOrTx, query: string, limit: number) => Promise<SearchResult[]>;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Shop orders link to their ticket when the bench has one, else to the order tickets list searched for them. */
const findOrders: Finder = async (db, query, limit) => {
  const orders = await searchShopOrders(db, query, limit);
  const ticketTypes = await ticketTypesByNumber(
    db,
    orders.map((order) => order.number),
  );
  return orders.map((order) => {
    const type = ticketTypes.get(order.number.toLowerCase());
    return {
      kind: 'order',
      title: `${order.shop.toUpperCase()} #${order.number}`,
      subtitle: `${order.customer_name} · ${money.format(Number(order.total))} · ${order.status}`,
      path: type ? ticketPath(type, order.number) : `/order-tickets?keyword=${encodeURIComponent(order.number)}`,
      exact: order.number === query,
    };
  });
};

const FINDERS: Record<SearchKind, Finder> = {
  item: searchItemsBySerial,
  ticket: searchTicketsFor,
  order: findOrders,
  part: searchPartNumbers,
  user: searchUsersFor,
};

/**
 * One box for everything a person may open: each kind is asked only when the caller holds its permission,
 * all kinds at once, each through its own index. Kinds with nothing found are left out.
 */
export async function globalSearch(db: DbOrTx, actor: Actor, query: string): Promise<GlobalSearchAnswer> {
  if (query.length < MIN_SEARCH_LENGTH) return { query, groups: [] };
  const visible = SEARCH_KINDS.filter((kind) =>
    SEARCH_KIND_ACCESS[kind].some((permission) => actor.permissions.includes(permission)),
  );
  const found = await Promise.all(visible.map((kind) => FINDERS[kind](db, query, RESULTS_PER_KIND)));
  const groups = visible
    .map((kind, index) => ({ kind, label: SEARCH_KIND_LABELS[kind], results: found[index]! }))
    .filter((group) => group.results.length > 0);
  // The thing the query names exactly comes first, so Enter (a scanner's, or a person's) opens it.
  groups.sort((a, b) => Number(b.results[0]!.exact) - Number(a.results[0]!.exact));
  return { query, groups };
}
