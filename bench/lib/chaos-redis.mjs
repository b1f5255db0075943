// A Redis server of the run's own (never the shared one): a child `redis-server` without persistence on a port
// the caller picks, so a restart loses everything it held, as a replaced Redis would.
import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answersPing(port) {
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Starts `redis-server` on `port` and waits until it answers PING; `stop()` ends it and waits for its exit. */
export async function startRedis(port, timeoutMs = 10_000) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--daemonize', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exit = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + timeoutMs;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server on port ${port} did not start:\n${output}`);
    }
    await sleep(50);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exit;
    },
  };
}
