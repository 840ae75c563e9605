import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@makro/domain/shared';

const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const isApiPath = (url: string) => url.startsWith('/api') || url.startsWith('/sandbox');
/** Vite's content-hashed build output: a file there never changes under its name. */
const isHashedAsset = (url: string) => url.startsWith('/assets/');

/**
 * Serves the built single-page app; any other GET outside the API answers index.html so deep links work.
 *
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy next to each text file; the copy the browser
 * accepts is sent as is (`Vary: Accept-Encoding`), so nothing is compressed per request. Hashed assets are
 * cached for a year (`immutable`); index.html is revalidated on every load so a new build is picked up.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    // An API address no route matched (`/api//v1/users`, a typo) is the API's 404 in the envelope, never a file
    // lookup (whose path checks would answer 403 for a doubled slash).
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url === '/*' && isApiPath(request.url)) return reply.callNotFound();
    });
    await app.register(fastifyStatic, {
      root: webDist,
      // Looks files up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Policies that govern a document (CSP, framing, opener, …) mean nothing on a script or a style and
        // would cost every one of the app's files their bytes; nosniff and the resource policy stay.
        if (immutable) for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing hashed asset (a chunk of an older build) is a 404, not index.html served as JavaScript.
    if (request.method === 'GET' && !isApiPath(request.url) && !isHashedAsset(request.url) && hasWebApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: ErrorBody = {
      error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` },
    };
    return reply.code(404).send(body);
  });
}
