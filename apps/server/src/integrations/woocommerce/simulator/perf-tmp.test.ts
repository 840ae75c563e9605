import { it } from 'vitest';
import { localToInstant } from './dates';
import { openTestDatabase } from '../../../test/database';
import { seedShopDemoData } from './demo-data';
it('perf', async () => {
  let t = Date.now();
  for (let i = 0; i < 44000; i++) localToInstant('2025-03-02T10:11:12');
  console.log('TZ MS', Date.now() - t);
  const d = await openTestDatabase();
  t = Date.now();
  await seedShopDemoData(d.db, { endDate: new Date(), days: 365, ordersPerDay: { tipm: 60, ecm: 60 }, seed: 1 });
  console.log('SEED MS', Date.now() - t);
  await d.close();
}, 120_000);
