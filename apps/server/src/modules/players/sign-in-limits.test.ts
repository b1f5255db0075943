import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient, uniqueEmail } from './testing';

// Sign-in rate limits in the production layout: the API listens on a private address and only the web nodes
// (here 10.0.0.5) are trusted to say who the client is. Every test builds its own app on the file's database,
// so each starts with untouched budgets, and moves the platform clock the limiters count with.

const testApp = useTestApp();

const WEB_NODE = '10.0.0.5';
const PRODUCTION_LAYOUT = { LOG_LEVEL: 'silent', TRUSTED_PROXIES: WEB_NODE };

interface Sender {
  /** The socket's peer the API sees. */
  remoteAddress: string;
  /** What the request says in X-Forwarded-For, if anything. */
  forwardedFor?: string;
}

/** A client of the web node: the web process names the client in X-Forwarded-For. */
const throughWebNode = (client: string): Sender => ({ remoteAddress: WEB_NODE, forwardedFor: client });

async function withApp(run: (app: FastifyInstance, clock: { advance(ms: number): void }) => Promise<void>) {
  let now = Date.now();
  const app = await testApp.buildApp({
    env: PRODUCTION_LAYOUT,
    dependencies: { platform: { clock: () => new Date(now) } },
  });
  try {
    await run(app, { advance: (ms) => (now += ms) });
  } finally {
    await app.close();
  }
}

function signIn(app: FastifyInstance, sender: Sender, email: string, password: string) {
  const headers: Record<string, string> = sender.forwardedFor
    ? { 'x-forwarded-for': sender.forwardedFor }
    : {};
  return createTestClient(app, headers, { remoteAddress: sender.remoteAddress }).post(
    '/api/platform/users/sign_in',
    { email, password },
  );
}

/** A confirmed player made through another app on the same database, so no budget of the app under test is spent. */
const createPlayer = () =>
  createSignedInPlayer(testApp.app, testApp.database.db, { password: 'right-pass-1' });

describe('sign-in limits by client address', () => {
  it('counts the clients behind a trusted web node apart: 30 failures from one do not lock out another', async () => {
    const player = await createPlayer();
    await withApp(async (app) => {
      const attacker = throughWebNode('203.0.113.10');
      for (let i = 0; i < 30; i += 1) {
        const response = await signIn(app, attacker, uniqueEmail(`spray-${i}`), 'wrong-pass-1');
        expect(response.statusCode).toBe(401);
      }
      // The attacker's own budget is spent ...
      expect((await signIn(app, attacker, uniqueEmail('spray-31'), 'wrong-pass-1')).statusCode).toBe(429);
      // ... and only theirs: another client of the same web node signs in.
      const other = await signIn(app, throughWebNode('198.51.100.20'), player.email, player.password);
      expect(other.statusCode).toBe(200);
    });
  });

  it.each([
    ['loopback, which is no proxy in this layout', '127.0.0.1'],
    ['an outside address', '192.0.2.50'],
  ])(
    'ignores X-Forwarded-For from %s: rotating values on 40 e-mails still meet its address budget',
    async (_, address) => {
      await withApp(async (app) => {
        const statuses: number[] = [];
        for (let i = 0; i < 40; i += 1) {
          const sender = { remoteAddress: address, forwardedFor: `198.51.100.${i + 1}` };
          statuses.push((await signIn(app, sender, uniqueEmail(`rotate-${i}`), 'wrong-pass-1')).statusCode);
        }
        expect(statuses).toEqual([...Array<number>(30).fill(401), ...Array<number>(10).fill(429)]);
      });
    },
  );
});

describe('sign-in limits by account', () => {
  it('refuses one address flooding an e-mail but lets the player in from another address', async () => {
    const player = await createPlayer();
    await withApp(async (app) => {
      const attacker = throughWebNode('203.0.113.30');
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        statuses.push((await signIn(app, attacker, player.email, 'wrong-pass-1')).statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(30).fill(429)]);
      const own = await signIn(app, throughWebNode('198.51.100.40'), player.email, player.password);
      expect(own.statusCode).toBe(200);
    });
  });

  it('slows a flood from many addresses for a minute, then lets the player in again', async () => {
    const player = await createPlayer();
    await withApp(async (app, clock) => {
      const statuses: number[] = [];
      for (let i = 0; i < 25; i += 1) {
        const attacker = throughWebNode(`203.0.113.${100 + i}`);
        statuses.push((await signIn(app, attacker, player.email, 'wrong-pass-1')).statusCode);
      }
      // 20 attempts a minute on one account, from anywhere.
      expect(statuses).toEqual([...Array<number>(20).fill(401), ...Array<number>(5).fill(429)]);
      const ownAddress = throughWebNode('198.51.100.50');
      const during = await signIn(app, ownAddress, player.email, player.password);
      expect(during.statusCode).toBe(429);
      expect(Number(during.headers['retry-after'])).toBeLessThanOrEqual(60);

      clock.advance(60_000);
      expect((await signIn(app, ownAddress, player.email, player.password)).statusCode).toBe(200);
    });
  });
});
