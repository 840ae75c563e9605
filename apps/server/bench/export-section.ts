import { startBenchServer } from './bench-server';
import { benchExport, seedItems } from './inventory-bench';
import { count, type SectionResult } from './report';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 200_000);

/** The streamed inventory CSV export. */
export async function exportSection(): Promise<SectionResult> {
  const server = await startBenchServer({ shops: false });
  try {
    await seedItems(server.db, ROWS);
    const exported = await benchExport(server.origin, server.token);
    return {
      title: `Inventory export at ${count(ROWS)} rows`,
      goals: [
        {
          what: `inventory CSV export, ${count(ROWS)} rows`,
          goal: '≥ 100k rows/s, flat memory',
          measured: `${count(exported.rowsPerSecond)} rows/s, peak RSS ${exported.peakRssMb.toFixed(0)} MB`,
          floor: '—',
          ratio: '—',
          met: exported.rowsPerSecond >= 100_000,
        },
      ],
      details: [],
      checks: [{ name: 'every row exported', ok: exported.rows === ROWS }],
    };
  } finally {
    await server.close();
  }
}
