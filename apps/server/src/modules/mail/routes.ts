import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlatformContext } from '../../platform/context';
import { listOutbox } from './mailer';

const mailSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});
const querySchema = z.object({
  to: z.string().trim().toLowerCase().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The development mailbox: what the outbox mailer "sent", newest first, as JSON and as a page to click through.
 * Registered only outside production, where nothing is really sent.
 */
export const mailboxRoutes =
  ({ db }: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const read = async (to: string | undefined, limit: number) =>
      (await listOutbox(db, to, limit)).map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        links: row.links,
        created_at: row.createdAt.toISOString(),
      }));

    app.get(
      '/api/platform/dev/mailbox',
      {
        schema: { querystring: querySchema, response: { 200: z.object({ messages: z.array(mailSchema) }) } },
      },
      async (request) => ({ messages: await read(request.query.to, request.query.limit) }),
    );

    app.get(
      '/api/platform/dev/mailbox/page',
      { schema: { querystring: querySchema } },
      async (request, reply) => {
        const messages = await read(request.query.to, request.query.limit);
        const items = messages
          .map((m) => {
            const body = escapeHtml(m.body).replace(
              /(https?:\/\/[^\s<]+)/g,
              (url) => `<a href="${url}">${url}</a>`,
            );
            return `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">${m.channel} to ${escapeHtml(m.to)} · ${m.created_at}</p><pre>${body}</pre></article>`;
          })
          .join('\n');
        reply.type('text/html; charset=utf-8');
        return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}.meta{color:#555;font-size:.875rem}pre{white-space:pre-wrap}</style>
</head><body><h1>Development mailbox</h1><p>Mail and SMS the sportsbook would have sent, newest first.</p>
${items || '<p>No messages yet.</p>'}</body></html>`;
      },
    );
  };
