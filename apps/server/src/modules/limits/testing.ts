import type { Limit } from '@sportsbook/contracts/limits';
import { expect } from 'vitest';
import type { TestClient } from '../players/testing';

/** The player's limits as GET /limits lists them. */
export const readLimits = async (client: TestClient): Promise<Limit[]> =>
  (await client.get('/api/platform/player/limits')).json().limits;

/** Sets (or changes) a limit through the API, which must take it (201); answers the limit. */
export async function setLimit(client: TestClient, body: Record<string, unknown>): Promise<Limit> {
  const response = await client.post('/api/platform/player/limits', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
