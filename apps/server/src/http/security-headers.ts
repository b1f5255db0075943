import type { FastifyInstance } from 'fastify';

/**
 * What every answer of the API says to the browser (docs/decisions/026). JSON, scripts and images are never
 * rendered as documents, so their policy forbids everything; the few HTML answers (the API reference at
 * /api/docs, the development mailbox) load their own scripts and styles from this origin and nothing inline
 * but styles. No answer may be framed. HSTS only in production, where the API is reached over HTTPS.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
export const API_HTML_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function installSecurityHeaders(app: FastifyInstance, { production }: { production: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header(
      'content-security-policy',
      type.startsWith('text/html') ? API_HTML_CONTENT_SECURITY_POLICY : API_CONTENT_SECURITY_POLICY,
    );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    if (production) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    return payload;
  });
}
