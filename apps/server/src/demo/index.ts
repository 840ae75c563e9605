/**
 * The demo story: what a new user finds on the first start of a non-production server. One business,
 * told once, in this folder.
 *
 * - users.ts: the staff, one demo login per account type (username = the account type's slug).
 * - shops.ts: the two simulated web shops (catalogue and months of orders, sandbox only) and the RMA
 *   requests and phone orders that refer to them.
 * - repairs/: the repair desk, about thirty repair orders of the last two months made as the wizard makes them
 *   (a real order in the shop of the repair type, recorded with its REP ticket) at numbers kept for them among
 *   the shops' orders; loaded by shops.ts, settled (paid, on account, overdue) as the bench returns the modules.
 * - parts.ts: the module parts the shops sell, with the module type and category the back office files
 *   them under; every later area takes its part numbers from here.
 * - tickets/: the bench: order, rental and RMA tickets opened from the chapters above, and the repair desk's
 *   tickets, assigned to the three technicians and moved through the workflow over the last two months, with
 *   their histories.
 * - inventory.ts: the warehouse: bins, printed tags, several hundred items of those parts handled by the
 *   staff over the last six months (timelines as the real screens write them), shipped items assigned to
 *   the shops' real orders, fresh tags waiting to be scanned in.
 * - refunds.ts: the refunds desk: the shops' refunded orders as approved refunds, and pending requests from
 *   the CSR (late shipment, shipping, repair tested fine, partner discount, test fee, a rental) to approve.
 *
 * A later feature adds its chapter as a module here (tickets.ts, refunds.ts, …) with a `loadDemo<Area>`
 * that: inserts with Drizzle into its own tables in bulk, does nothing when those tables already hold rows
 * (a second start changes nothing), draws from a `Dice` seeded from DEMO_SEED (random.ts) so every first
 * start tells the same story, dates everything relative to `now`, and refers to what the earlier chapters
 * made (the demo users by username, DEMO_PARTS, shop orders, inventory serials) rather than inventing its
 * own. Then it is called below, after the chapters it refers to, and the test in demo.test.ts says what a
 * user sees.
 */
import type { Config } from '../config';
import type { Db } from '../platform/db/client';
import { DAY_MS } from './random';
import { loadDemoUsers } from './users';
import { demoShopSales, loadDemoShops } from './shops';
import { INVENTORY_STORY_DAYS, loadDemoInventory } from './inventory';
import { loadDemoTickets } from './tickets';
import { loadDemoRefunds } from './refunds';
import { loadDemoReceiving } from './receiving';
import { loadDemoPacking } from './packing';
import { loadDemoGrim } from './grim';
import { loadDemoModuleRequests } from './module-requests';
import { loadDemoCustomerInquiries } from './customer-inquiries';
import { loadDemoPartners } from './partners';
import { loadDemoPartnerOrders } from './partner-orders';
import { loadDemoSitewideSales } from './sitewide-sales';
import { loadDemoBugReports } from './bug-reports';
import { loadDemoNotifications } from './notifications';

export { demoLogins } from './users';

/** Loads every chapter of the demo story into an empty database; never call it in production. */
export async function loadDemoStory(db: Db, config: Config, now = new Date()): Promise<void> {
  if (config.env === 'production') throw new Error('The demo story is never loaded in production.');
  await loadDemoUsers(db, config.demoPassword);
  const simulatedShops = config.integrations === 'sandbox';
  if (simulatedShops) await loadDemoShops(db, config, now);
  await loadDemoInventory(db, {
    now,
    sales: async () =>
      simulatedShops ? demoShopSales(db, new Date(now.getTime() - INVENTORY_STORY_DAYS * DAY_MS)) : [],
  });
  // The bench's tickets are opened from the shops' orders and the RMA requests made against them.
  if (simulatedShops) await loadDemoTickets(db, now);
  // Refunds are asked for on those orders and rentals, and paid back through the simulated processor.
  if (simulatedShops) await loadDemoRefunds(db, now);
  // The loading dock: parcels on their way in for those tickets, parcels received, one matching no ticket.
  if (simulatedShops) await loadDemoReceiving(db, now);
  // The packing bench: finished shop orders awaiting shipment, their modules pulled from the bins (one wrong).
  if (simulatedShops) await loadDemoPacking(db, now);
  // R.T. GRIM: instrument-cluster repair orders from the TIPM shop, in every status.
  if (simulatedShops) await loadDemoGrim(db, now);
  // Customers asking the shops for modules they do not list, some answered, most waiting for a reply.
  await loadDemoModuleRequests(db, now);
  // Questions from the shops' contact forms, most from customers with orders, RMAs and tickets to link.
  await loadDemoCustomerInquiries(db, now);
  // The partner program: applications in every status; approved partners hold a coupon on both shops…
  await loadDemoPartners(db, config, now);
  // …and some of the shops' orders were placed with those coupons, for the order report's partner export.
  if (simulatedShops) await loadDemoPartnerOrders(db, now);
  // Sales on the shops: one that ended, one running on a category, one scheduled.
  if (simulatedShops) await loadDemoSitewideSales(db, now);
  // Problems staff reported with the app, in every triage state.
  await loadDemoBugReports(db, config, now);
  // Last: the bell tells each person of the work the chapters above left waiting for them.
  await loadDemoNotifications(db, now);
}
