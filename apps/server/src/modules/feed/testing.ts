import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { providerStatuses } from '../../db/schema/catalogue';
import { createTestClient } from '../players/testing';

/**
 * Holds every provider the feed reported up through the control surface. The simulator takes each provider down
 * a few times a day at times that depend on the clock; a test whose feed starts at the wall clock's time would
 * otherwise see its events held back (and its bets refused) whenever it runs during one of those outages.
 */
export async function holdProvidersUp(app: FastifyInstance, db: Database): Promise<void> {
  const client = createTestClient(app);
  for (const { provider } of await db
    .select({ provider: providerStatuses.provider })
    .from(providerStatuses)) {
    const response = await client.post(`/api/dev/feed/providers/${provider}`, { active: true });
    if (response.statusCode !== 200) throw new Error(`could not hold ${provider} up: ${response.body}`);
  }
}
