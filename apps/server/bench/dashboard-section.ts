import { addDays } from '@makro/domain/shared';
import { startBenchServer } from './bench-server';
import { benchDashboard } from './dashboard-bench';
import { count, millis, seconds, type SectionResult } from './report';

const GOAL_MS = 150;
const GOAL_RATIO = 100;

/** The dashboard's order distribution over 12 months of both shops, from the mirror and the old client's way. */
export async function dashboardSection(): Promise<SectionResult> {
  const end = new Date().toISOString().slice(0, 10);
  const start = addDays(end, -364);
  console.log('Seeding 12 months of orders in both simulated shops and mirroring them…');
  const server = await startBenchServer({ shops: true });
  try {
    console.log(`  seeded in ${seconds(server.seedMs)}, first sync in ${seconds(server.syncMs)}`);
    const figures = await benchDashboard(server, start, end);
    const ratio = figures.oldMs / figures.mirrorMs;
    return {
      title: 'Dashboard order distribution, 12 months of both shops',
      goals: [
        {
          what: `dashboard distribution, ${count(figures.orders)} orders`,
          goal: `< ${GOAL_MS} ms and ≥ ${GOAL_RATIO}× the old approach`,
          measured: millis(figures.mirrorMs),
          floor: `old approach ${seconds(figures.oldMs)}`,
          ratio: `${ratio.toFixed(0)}× faster`,
          met: figures.mirrorMs < GOAL_MS && ratio >= GOAL_RATIO,
        },
      ],
      details: [
        `${count(figures.orders)} processing and completed orders over ${figures.days} days; median of ${figures.mirrorRuns} runs.`,
        `Seeding the demo shops took ${seconds(server.seedMs)}; the first sync of the mirror ${seconds(server.syncMs)}.`,
      ],
      checks: [{ name: 'both approaches count the same items per category', ok: figures.sameAnswer }],
    };
  } finally {
    await server.close();
  }
}
