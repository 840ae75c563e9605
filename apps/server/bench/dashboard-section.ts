import { addDays, businessToday } from '@makro/domain/shared';
import { startBenchServer } from './bench-server';
import { OLD_PAGE_SIZE, OLD_PARALLEL_PAGES, OLD_ROUND_MS, benchDashboard } from './dashboard-bench';
import { count, millis, seconds, type SectionResult } from './report';

const GOAL_MS = 150;
const GOAL_RATIO = 100;
const DAYS = 365;
/** The goal's size: about 60,000 orders over 12 months, two thirds in the TIPM shop (the demo's proportion). */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 60_000);
const TIPM_SHARE = 2 / 3;

/** The dashboard's order distribution over 12 months of both shops: the mirror against the old client's modelled cost. */
export async function dashboardSection(): Promise<SectionResult> {
  const end = businessToday();
  const start = addDays(end, -(DAYS - 1));
  console.log(`Seeding ${count(ORDERS)} orders over ${DAYS} days in both simulated shops and mirroring them…`);
  const server = await startBenchServer({
    shops: true,
    env: {
      DEMO_SHOP_DAYS: String(DAYS),
      DEMO_TIPM_ORDERS_PER_DAY: String((ORDERS * TIPM_SHARE) / DAYS),
      DEMO_ECM_ORDERS_PER_DAY: String((ORDERS * (1 - TIPM_SHARE)) / DAYS),
    },
  });
  try {
    console.log(`  seeded in ${seconds(server.seedMs)}, first sync in ${seconds(server.syncMs)}`);
    const figures = await benchDashboard(server, start, end);
    const ratio = figures.old.ms / figures.mirrorMs;
    for (const difference of figures.differences) console.error(`  differs: ${difference}`);
    return {
      title: 'Dashboard order distribution, 12 months of both shops',
      goals: [
        {
          what: `dashboard distribution, ${count(figures.soldOrders)} processing and completed orders`,
          goal: `< ${GOAL_MS} ms and ≥ ${GOAL_RATIO}× the old approach`,
          measured: millis(figures.mirrorMs),
          floor: `old approach (modelled) ${seconds(figures.old.ms)}`,
          ratio: `${ratio.toFixed(0)}× faster`,
          met: figures.mirrorMs < GOAL_MS && ratio >= GOAL_RATIO,
        },
      ],
      details: [
        `${count(ORDERS)} orders seeded over ${DAYS} days (all statuses; ${count(figures.soldOrders)} processing or completed in ${start}…${end}, Los Angeles days). Median of ${figures.mirrorRuns} requests over HTTP: ${millis(figures.mirrorMs)}.`,
        `The same figures grouped from every raw line item (the query before the daily summary), both queries at once: ${millis(figures.rawItemsMs)}.`,
        `Old approach modelled, not run: ${OLD_PAGE_SIZE} orders a page, ${OLD_PARALLEL_PAGES} pages at once, ${OLD_ROUND_MS} ms a round, shops one after another; pages from each shop's own total for the range: ${figures.old.perShop
          .map((row) => `${row.shop} ${count(row.orders)} orders → ${row.pages} pages → ${row.rounds} rounds`)
          .join('; ')}.`,
        `Correctness: the server's answer against the shops' raw orders whose Los Angeles day is in the range, classified here with the domain rule${figures.sameAnswer ? '' : `; differences: ${figures.differences.join('; ')}`}.`,
        `Seeding the demo shops took ${seconds(server.seedMs)}; the first sync of the mirror ${seconds(server.syncMs)}.`,
      ],
      checks: [
        {
          name: 'the distribution equals one recomputed from the raw orders (Los Angeles days)',
          ok: figures.sameAnswer,
        },
      ],
    };
  } finally {
    await server.close();
  }
}
