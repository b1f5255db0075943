import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../../core/clock';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/players';
import type { Mailer } from '../../platform/mailer';

export function createOutboxMailer(db: Database, clock: Clock): Mailer {
  return {
    async send(message) {
      await db.insert(mailOutbox).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.body,
        links: message.links,
        createdAt: clock(),
      });
    },
  };
}

export async function listOutbox(db: Database, recipient: string | undefined, limit: number) {
  const query = db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  return recipient ? query.where(eq(mailOutbox.recipient, recipient)) : query;
}
