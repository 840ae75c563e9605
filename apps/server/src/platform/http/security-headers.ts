import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of everything this server answers: the web app, the API, the sandbox pages.
 * Scripts only from this origin (the built app has no inline script); styles from this origin and inline,
 * because Mantine writes its theme variables into `<style>` elements at run time (and the sandbox mailbox
 * page carries its own); images from this origin, `data:` (QR codes) and any `https:` host (profile
 * pictures come from Slack's image hosts); calls only to this origin; never framed.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const serialize = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ');

/**
 * The API docs (Swagger UI under /api/docs) get their own policy, set by @fastify/swagger-ui on its routes
 * only: its bundle writes inline styles and shows `data:` SVG icons; still no inline or foreign script.
 */
export const API_DOCS_CSP = serialize({
  ...CONTENT_SECURITY_POLICY,
  'img-src': ["'self'", 'data:'],
});

/** HSTS tells a browser to use HTTPS for a year: only meaningful, and only sent, on an HTTPS answer. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (@fastify/helmet): the CSP above, `X-Content-Type-Options: nosniff`,
 * frame denial (`X-Frame-Options: DENY` and `frame-ancestors 'none'`), `Referrer-Policy: no-referrer`,
 * and `Strict-Transport-Security` when the request came over HTTPS: directly, or through a proxy that
 * TRUST_PROXY trusts with `X-Forwarded-Proto: https`. Never over plain HTTP (a LAN demo on
 * http://192.168.…:3000 must keep working), hence also no `upgrade-insecure-requests`.
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
