import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { referencePagePolicy } from './content-security-policy';

/** A year, the usual HSTS lifetime: browsers refresh it on every visit. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries (HTML, API, assets, files): no MIME sniffing, only the origin in
 * cross-origin referrers, HSTS once the installation is public over https. The web app's pages set their
 * own Content-Security-Policy; any other HTML (the API reference page) gets the strict one here.
 * Registered before every route, so that each one inherits it.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): void {
  const publicOrigin = new URL(config.publicUrl).origin;
  const https = publicOrigin.startsWith('https:');
  const otherHtmlPolicy = referencePagePolicy(publicOrigin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (https) reply.header('strict-transport-security', HSTS);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', otherHtmlPolicy);
    }
  });
}
