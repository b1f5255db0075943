// Cluster faults (docs/reliability.md "Faults"): two nodes of the built API server (server-process.mjs) on one
// fresh PostgreSQL database (chaos-store.mjs) and a Redis of the run's own (chaos-redis.mjs). In turn: the feed
// leader killed with SIGKILL while it writes a feed batch, Redis killed and started again empty, and every
// PostgreSQL connection of the database terminated under the chaos load (chaos-load.mjs). A real `centrifuge`
// client on the surviving node counts the offsets of live match channels throughout; the database is audited at
// the end (chaos-audit.mjs). Used by apps/server/src/reliability/cluster.test.ts.
import { randomBytes } from 'node:crypto';
import { Centrifuge } from 'centrifuge';
import WebSocket from 'ws';
import { chaosEnv, chaosPlayers, drain, seededRandom } from './chaos.mjs';
import { auditChaosRun } from './chaos-audit.mjs';
import { answersSoFar, startChaosLoad } from './chaos-load.mjs';
import { startRedis } from './chaos-redis.mjs';
import { postgresStore } from './chaos-store.mjs';
import { startServer } from './server-process.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks until `check` answers something; past `timeoutMs` throws, with what `explain` answers then. */
async function waitFor(what, check, timeoutMs, everyMs = 20, explain = async () => '') {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > deadline)
      throw new Error(`${what} not reached within ${timeoutMs} ms\n${await explain()}`);
    await sleep(everyMs);
  }
}

/** The database's sessions and advisory locks, for the message of a wait that ran out. */
const sessions = (store) =>
  store.read(async (runner) =>
    JSON.stringify(
      await runner.query(
        `SELECT a.application_name, a.state, l.objid, left(a.query, 100) AS query FROM pg_stat_activity a
         LEFT JOIN pg_locks l ON l.pid = a.pid AND l.locktype = 'advisory'
         WHERE a.datname = current_database()`,
      ),
    ),
  );

// apps/server/src/main.ts FEED_LEADER_KEY: the session advisory lock the feed leader holds (objid: low 32 bits).
const FEED_LEADER_KEY = 7_243_002;

/**
 * The application name (PGAPPNAME, one per node) of the connection holding the feed's lock in this database, if
 * any (the servers of other databases on the same PostgreSQL hold the same key in theirs).
 */
const feedLeader = (runner) =>
  runner
    .query(
      `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.classid = 0 AND l.objid = $1 AND l.granted
         AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [FEED_LEADER_KEY],
    )
    .then((rows) => rows[0]?.name);

/** The feed's stored state: the latest change to a match or a market (every batch the feed stores moves it). */
const storedFeedState = (runner) =>
  runner
    .query(
      `SELECT GREATEST((SELECT max(updated_at) FROM matches), (SELECT max(updated_at) FROM markets)) AS at`,
    )
    .then((rows) => new Date(rows[0].at).getTime());

/** Whether the node named `name` has a transaction open writing the feed's tables (a batch under way). */
const writingFeedBatch = (runner, name) =>
  runner
    .query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE application_name = $1 AND xact_start IS NOT NULL AND state <> 'idle'
         AND query ~* '(insert into|update) "?(markets|matches)'`,
      [name],
    )
    .then((rows) => rows[0].n > 0);

/**
 * A `centrifuge` client on `base` subscribed to `channels`, keeping per channel and stream epoch every offset it
 * was given (live or recovered) and every subscribe answer (recovered or not).
 */
function watchChannels(base, headers, channels) {
  const getToken = async () => {
    const answer = await fetch(`${base}/api/sportsbook/websocket/token`, { method: 'POST', headers });
    if (!answer.ok) throw new Error(`token: ${answer.status}`);
    return (await answer.json()).token;
  };
  const client = new Centrifuge(`${base.replace('http', 'ws')}/connection/websocket`, {
    websocket: WebSocket,
    getToken,
  });
  const streams = new Map(channels.map((c) => [c, { epoch: '', start: new Map(), offsets: new Map() }]));
  const subscribes = [];
  let publications = 0;
  for (const channel of channels) {
    const stream = streams.get(channel);
    const sub = client.newSubscription(channel, { recoverable: true, positioned: true });
    sub.on('subscribed', (ctx) => {
      subscribes.push({
        channel,
        recovered: ctx.recovered,
        wasRecovering: ctx.wasRecovering,
        at: Date.now(),
      });
      stream.epoch = ctx.streamPosition?.epoch ?? '';
      if (!stream.start.has(stream.epoch)) stream.start.set(stream.epoch, ctx.streamPosition?.offset ?? 0);
    });
    sub.on('publication', (ctx) => {
      publications++;
      const list = stream.offsets.get(stream.epoch) ?? [];
      list.push(Number(ctx.offset));
      stream.offsets.set(stream.epoch, list);
    });
    sub.subscribe();
  }
  client.connect();
  return {
    publications: () => publications,
    subscribes,
    /** Offsets given twice, and offsets missing between the subscribe position and the last one given. */
    tally() {
      let duplicates = 0;
      let gaps = 0;
      let epochs = 0;
      for (const stream of streams.values()) {
        for (const [epoch, list] of stream.offsets) {
          epochs++;
          const distinct = new Set(list);
          duplicates += list.length - distinct.size;
          const from = stream.start.get(epoch) ?? Math.min(...list) - 1;
          gaps += Math.max(...list) - from - distinct.size;
        }
      }
      return { publications, duplicates, gaps, epochs };
    },
    close: () => client.disconnect(),
  };
}

/** Signs in with a wrong password `times` times on `base` from one address and e-mail: the statuses answered. */
async function wrongSignIns(base, times) {
  const csrf = randomBytes(16).toString('hex');
  const email = `cluster-${randomBytes(4).toString('hex')}@example.com`;
  const statuses = [];
  for (let i = 0; i < times; i++) {
    const answer = await fetch(`${base}/api/platform/users/sign_in`, {
      method: 'POST',
      headers: { cookie: `sb_csrf=${csrf}`, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'not-the-password' }),
    });
    statuses.push(answer.status);
  }
  return statuses;
}

/** Answers by status (and code when not 200) of a chaos-load journal's entries sent after `since` (an index). */
function tallyFrom(list, since) {
  const byStatus = {};
  for (const entry of list.slice(since)) {
    const key = entry.status === 200 ? '200' : `${entry.status}:${entry.code}`;
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  return byStatus;
}

/**
 * Runs the three faults in turn and answers what each measured. `drops`: how many times every connection of
 * the database is terminated under load. Throws when a wait runs past its bound (the message says which).
 */
export async function runClusterFaults({
  adminUrl,
  ports = [4197, 4198],
  redisPort = 6391,
  drops = 3,
  seed = 7,
  log = () => undefined,
}) {
  const store = await postgresStore(adminUrl);
  let redis = await startRedis(redisPort);
  const env = { ...chaosEnv(store), REDIS_URL: redis.url };
  const names = ['cluster-a', 'cluster-b'];
  const start = (i, extra = {}) =>
    startServer({ port: ports[i], env: { ...env, PGAPPNAME: names[i], ...extra } });
  const nodes = [];
  let watcher;
  let load;
  const report = { serverErrors: [] };
  try {
    await (await start(0)).stop();
    const players = await chaosPlayers(store, 6);
    nodes[0] = await start(0);
    await waitFor(
      'node a leads the feed',
      async () => (await store.read(feedLeader)) === names[0],
      30_000,
      20,
      async () => `${await sessions(store)}\n${nodes[0].output().slice(-2000)}`,
    );
    nodes[1] = await start(1);
    const live = await store.read((runner) =>
      runner.query('SELECT id FROM matches WHERE status = 1 ORDER BY id LIMIT 8'),
    );
    if (live.length === 0) throw new Error('no live match to watch');
    watcher = watchChannels(
      nodes[1].base,
      players[0].headers,
      live.map((m) => `match:${m.id}`),
    );
    await waitFor('publications through node b', () => watcher.publications() >= 5, 30_000);

    // 1. The feed leader killed while it writes a batch.
    await waitFor(
      'node a writing a feed batch',
      () => store.read((r) => writingFeedBatch(r, names[0])),
      30_000,
      2,
    );
    const stateAtKill = await store.read(storedFeedState);
    const publicationsAtKill = watcher.publications();
    const killedAt = performance.now();
    await nodes[0].kill();
    report.serverErrors.push(...nodes[0].errors());
    await waitFor(
      'node b leads the feed',
      async () => (await store.read(feedLeader)) === names[1],
      30_000,
      10,
      async () => `${await sessions(store)}\n${nodes[1].output().slice(-2000)}`,
    );
    const takeoverMs = Math.round(performance.now() - killedAt);
    await waitFor(
      'the stored feed state advancing',
      async () => (await store.read(storedFeedState)) > stateAtKill,
      30_000,
    );
    const advancedMs = Math.round(performance.now() - killedAt);
    await waitFor(
      'publications from the new leader',
      () => watcher.publications() >= publicationsAtKill + 10,
      30_000,
    );
    report.leaderKill = { takeoverMs, advancedMs, offsets: watcher.tally() };
    log(`leader killed: ${JSON.stringify(report.leaderKill)}`);
    nodes[0] = await start(0);

    // 2. Redis killed and started again empty; sign-in rate limits meanwhile.
    const subscribesBefore = watcher.subscribes.length;
    await redis.stop();
    const signInsWhileDown = await wrongSignIns(nodes[1].base, 11);
    redis = await startRedis(redisPort);
    const resubscribed = await waitFor(
      'every channel subscribed again',
      () => {
        const again = watcher.subscribes.slice(subscribesBefore);
        return new Set(again.map((s) => s.channel)).size === live.length ? again : undefined;
      },
      30_000,
    );
    // A subscription that could not recover (Redis came back without its history) refetches the match.
    const refetches = [];
    for (const s of resubscribed.filter((s) => !s.recovered)) {
      const answer = await fetch(`${nodes[1].base}/api/sportsbook/matches/${s.channel.split(':')[1]}`);
      refetches.push(answer.status);
    }
    const publicationsBack = watcher.publications();
    await waitFor(
      'publications after the Redis restart',
      () => watcher.publications() >= publicationsBack + 5,
      30_000,
    );
    report.redisRestart = {
      resubscribed: resubscribed.length,
      recovered: resubscribed.filter((s) => s.recovered).length,
      refetches,
      signInsWhileDown,
      signInsAfter: await wrongSignIns(nodes[1].base, 2),
      offsets: watcher.tally(),
    };
    log(`redis restarted: ${JSON.stringify(report.redisRestart)}`);

    // 3. Every PostgreSQL connection of the database terminated, `drops` times, under the chaos load on both nodes.
    const random = seededRandom(seed);
    let turn = 0;
    load = startChaosLoad({
      server: () => nodes[turn++ % 2].base,
      // Node b runs the feed since node a was killed (step 1); node a, started again, waits for the lock.
      feedServer: () => nodes[1].base,
      players,
      random,
      concurrency: 4,
    });
    const flowing = answersSoFar();
    await waitFor('the load answered', () => answersSoFar() > flowing + 20, 60_000);
    const sentBefore = load.journal.placements.length;
    const terminated = [];
    for (let d = 0; d < drops; d++) {
      await sleep(1_000);
      const rows = await store.read((runner) =>
        runner.query(
          `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        ),
      );
      terminated.push(rows[0].n);
    }
    const droppedUntil = load.journal.placements.length;
    // Afterwards: the same nodes answer again (the pools open new connections).
    const placedAfter = await waitFor(
      'a placement accepted after the drops',
      () => load.journal.placements.slice(droppedUntil).some((p) => p.status === 200),
      30_000,
    ).catch((err) => {
      const after = JSON.stringify(tallyFrom(load.journal.placements, droppedUntil));
      const errors = nodes.map((node) => node.output().slice(-1500)).join('\n');
      throw new Error(`${err.message}; placements since: ${after}\n${errors}`);
    });
    await load.stop();
    await load.replay(nodes[1].base);
    const healthAfter = await fetch(`${nodes[1].base}/health`).then((r) => r.status);
    report.connectionDrops = {
      terminated,
      placementsDuringDrops: tallyFrom(load.journal.placements.slice(0, droppedUntil), sentBefore),
      placedAfter,
      placements: tallyFrom(load.journal.placements, 0),
      deposits: tallyFrom(load.journal.deposits, 0),
      cashouts: tallyFrom(load.journal.cashouts, 0),
      healthAfter,
    };
    log(`connections dropped: ${JSON.stringify(report.connectionDrops)}`);
    watcher.close();
    watcher = undefined;
    for (const node of nodes) {
      await node.stop();
      report.serverErrors.push(...node.errors());
    }
    nodes.length = 0;
    // One node without the feed finishes the queued settlements and in-play bets, then the ledger is audited.
    const restart = () => start(1, { FEED_SIMULATOR: 'false' });
    const last = await drain(store, restart, await restart(), 120_000);
    await last.stop();
    report.audit = await store.read((runner) => auditChaosRun(runner, load.journal));
    return report;
  } finally {
    watcher?.close();
    if (load) await load.stop();
    for (const node of nodes) await node?.kill();
    await redis.stop();
    await store.dispose();
  }
}
