import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@makro/domain/shared';

const isApiPath = (url: string) => url.startsWith('/api') || url.startsWith('/sandbox');

/** Serves the built single-page app; any other GET outside the API answers index.html so deep links work. */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Looks files up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: 'index.html',
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !isApiPath(request.url) && hasWebApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: ErrorBody = {
      error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` },
    };
    return reply.code(404).send(body);
  });
}
