import { request, type FullConfig } from '@playwright/test';
import { listShopSync } from '@makro/domain/shops';
import { apiPath, apiToken } from './support';

/**
 * The demo server answers its health check before its first copy of the two shops is done (some ten seconds
 * of work on its one thread): tests start once both shops are copied, so none of them shares the server with it.
 */
export default async function waitForFirstShopCopy(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]!.use.baseURL!;
  const api = await request.newContext({ baseURL });
  try {
    const headers = { authorization: `Bearer ${await apiToken(api, 'administrator')}` };
    const deadline = Date.now() + 120_000;
    for (;;) {
      const answer = await api.get(apiPath(listShopSync), { headers });
      const { shops } = listShopSync.response.parse(await answer.json());
      if (shops.every((shop) => shop.status !== 'running' && shop.last_synced_at)) return;
      if (Date.now() > deadline)
        throw new Error(`the demo shops were not copied within 2 minutes: ${JSON.stringify(shops)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await api.dispose();
  }
}
