import { describe, expect, it } from 'vitest';
import { createDeferredWork } from './deferred-work';

describe('deferred work', () => {
  it('starts a task only after the caller has moved on, and drain waits for it', async () => {
    const log: string[] = [];
    const work = createDeferredWork({ error: (_details, message) => log.push(message) });
    const steps: string[] = [];
    work.run('task', async () => {
      steps.push('task started');
      await Promise.resolve();
      steps.push('task done');
    });
    steps.push('caller answered');
    await work.drain();
    expect(steps).toEqual(['caller answered', 'task started', 'task done']);
    expect(log).toEqual([]);
  });

  it('logs a failing task under its label and keeps running the others', async () => {
    const log: { details: object; message: string }[] = [];
    const work = createDeferredWork({ error: (details, message) => log.push({ details, message }) });
    const failure = new Error('mail server down');
    let ran = false;
    work.run('reset mail', async () => {
      throw failure;
    });
    work.run('other', async () => {
      ran = true;
    });
    await work.drain();
    expect(log).toEqual([{ details: { err: failure }, message: 'reset mail failed' }]);
    expect(ran).toBe(true);
  });

  it('drains tasks started while draining', async () => {
    const work = createDeferredWork({ error: () => {} });
    const done: string[] = [];
    work.run('first', async () => {
      work.run('second', async () => {
        done.push('second');
      });
      done.push('first');
    });
    await work.drain();
    expect(done).toEqual(['first', 'second']);
  });
});
