import { createSimulator } from '@sportsbook/feed/simulator';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoPlayers, seedOperatorConfiguration } from './db/seed';

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

const config = readConfig();
const database = await openDatabase(config.database);
await migrateDatabase(database);
await seedOperatorConfiguration(database.db);
if (config.devTools) await seedDemoPlayers(database.db);
const feed = config.feedSimulator
  ? () => createSimulator({ seed: config.feed.seed, speed: config.feed.speed, startTime: Date.now() })
  : undefined;
const app = await buildApp({ config, database, feed });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
app.log.info({ database: database.kind }, 'sportsbook server ready');
// The catalogue from the last run is served at once; the feed's current state is stored in the background.
if (app.feedRunner) {
  const runner = app.feedRunner;
  runner
    .syncSnapshot()
    .then(() => runner.startTimer(config.feed.tickMs))
    .catch((err) => app.log.error({ err }, 'feed could not start'));
}
