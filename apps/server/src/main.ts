import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoStaff } from './modules/backoffice';
import { runFeedWhileLeading, simulatedFeed } from './modules/feed';
import { seedDemoJackpot } from './modules/jackpots';
import { seedDemoCampaigns, seedDemoPlayers, seedOperatorConfiguration } from './modules/seed';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG: the environment, not the code, is wrong
    }
    throw error;
  }
}

/**
 * Opens and migrates the database, or exits before listening: a data folder PGlite cannot open (a disk failure,
 * a removed control file) aborts inside its WebAssembly with no useful message, so the start names the folder
 * and says what to do rather than serving nothing or an empty database (ADR 027).
 */
async function openStoredDatabase(config: Config) {
  try {
    const database = await openDatabase(config.database);
    await migrateDatabase(database);
    return database;
  } catch (error) {
    const where =
      config.database.kind === 'pglite'
        ? `the PGlite data folder ${config.database.dataDir ?? '(in memory)'} could not be opened; it may be damaged.` +
          ' Restore it from a backup, or move it away to start with an empty database.'
        : 'the PostgreSQL database could not be opened or migrated.';
    console.error(`Not started: ${where} Cause: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(74); // EX_IOERR: the stored data, not the code or the environment, is at fault
  }
}

const config = readConfig();
const database = await openStoredDatabase(config);
await seedOperatorConfiguration(database.db);
if (config.devTools) {
  await seedDemoPlayers(database.db);
  // A new user sees a live pool at once (ADR 034); it needs no catalogue, so it is seeded before the feed runs.
  await seedDemoJackpot(database.db, { draws: config.demoJackpotDraws });
  await seedDemoStaff(database.db);
}
// The simulator resumes from the control calls recorded on its world (seed and speed), at the wall clock's time.
const feed = config.feedSimulator
  ? simulatedFeed({ seed: config.feed.seed, speed: config.feed.speed, outages: config.feed.outages })
  : undefined;
const app = await buildApp({ config, database, feed });

// Any fixed number: every node competes for the same lock.
const FEED_LEADER_KEY = 7_243_002;
const shutdownSteps: (() => Promise<void>)[] = [];
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  for (const step of shutdownSteps) await step();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
app.log.info({ database: database.kind }, 'sportsbook server ready');
// The catalogue from the last run is served at once; the feed's current state is stored in the background, by
// one node only: with several nodes on one PostgreSQL, the node holding the feed's advisory lock runs it.
if (app.feedRunner) {
  const end = runFeedWhileLeading({
    runner: app.feedRunner,
    leadership: database.leadership(FEED_LEADER_KEY),
    logger: app.log,
    tickMs: config.feed.tickMs,
    // The demo football comboboost names football's catalogue id, which a fresh database has only now.
    onStarted: config.devTools ? () => seedDemoCampaigns(database.db) : undefined,
  });
  shutdownSteps.push(end);
}
