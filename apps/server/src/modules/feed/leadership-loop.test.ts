import pino from 'pino';
import { expect, it, vi } from 'vitest';
import type { Leadership } from '../../db/leadership';
import type { IngestChanges } from './ingest-changes';
import { runFeedWhileLeading } from './leadership-loop';
import type { FeedRunner } from './runner';

/** A lock that is always free: records what the loop does with it. */
function recordingLeadership() {
  const calls: string[] = [];
  let lost: (() => void) | undefined;
  const leadership: Leadership = {
    async acquire(onLost) {
      calls.push('acquire');
      lost = onLost;
    },
    get leading() {
      return calls.at(-1) === 'acquire';
    },
    async release() {
      calls.push('release');
    },
  };
  return { leadership, calls, loseLead: () => lost?.() };
}

/** A runner whose first `failures` snapshots fail (a connection terminated mid-snapshot). */
function runnerFailing(failures: number) {
  const calls: string[] = [];
  let left = failures;
  const runner = {
    synced: false,
    leading: false,
    async syncSnapshot() {
      calls.push('sync');
      if (left-- > 0) throw new Error('Client has encountered a connection error and is not queryable');
      return {} as IngestChanges;
    },
    startTimer: () => void calls.push('tick'),
    stop: async () => void calls.push('stop'),
  } as unknown as FeedRunner;
  return { runner, calls };
}

const logger = pino({ level: 'silent' });

it('a start that fails gives the lead up and competes again, until the feed runs', async () => {
  const lock = recordingLeadership();
  const feed = runnerFailing(2);
  const end = runFeedWhileLeading({ ...lock, runner: feed.runner, logger, tickMs: 1000, restartDelayMs: 5 });
  await vi.waitFor(() => expect(feed.calls).toContain('tick'));
  expect(feed.calls).toEqual(['sync', 'stop', 'sync', 'stop', 'sync', 'tick']);
  expect(lock.calls).toEqual(['acquire', 'release', 'acquire', 'release', 'acquire']);
  await end();
  expect(lock.calls.at(-1)).toBe('release');
});

it('a lost lead stops the feed and competes again; the end stops trying', async () => {
  const lock = recordingLeadership();
  const feed = runnerFailing(0);
  const onStarted = vi.fn(async () => undefined);
  const end = runFeedWhileLeading({ ...lock, runner: feed.runner, logger, tickMs: 1000, onStarted });
  await vi.waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
  lock.loseLead();
  await vi.waitFor(() => expect(onStarted).toHaveBeenCalledTimes(2));
  expect(feed.calls).toEqual(['sync', 'tick', 'stop', 'sync', 'tick']);
  await end();
  expect(lock.calls).toEqual(['acquire', 'acquire', 'release']);
});
