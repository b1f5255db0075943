import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

/** A batcher over `run` that records every batch it was given. */
function recording<I, O>(run: (items: readonly I[]) => Promise<O[]>, options = {}) {
  const batches: I[][] = [];
  const submit = createBatcher<I, O>({
    ...options,
    run: (items) => {
      batches.push([...items]);
      return run(items);
    },
  });
  return { submit, batches };
}

const double = async (items: readonly number[]) => items.map((n) => n * 2);

describe('createBatcher', () => {
  it('runs the items submitted in one turn of the event loop as one batch, answering each its own result', async () => {
    const { submit, batches } = recording(double);
    const results = await Promise.all([1, 2, 3].map(submit));
    expect(results).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('keeps at most `inFlight` batches running; what arrives meanwhile goes together in the next one', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let running = 0;
    let most = 0;
    const { submit, batches } = recording(
      async (items: readonly number[]) => {
        running++;
        most = Math.max(most, running);
        await gate;
        running--;
        return items.map((n) => n * 2);
      },
      { inFlight: 1 },
    );
    const first = submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map(submit);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(most).toBe(1);
  });

  it('with `gatherMs`, waits that long for more items before a batch starts, even with a slot free', async () => {
    const turns = async (count: number) => {
      for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
    };
    const immediate = recording(double);
    const gathering = recording(double, { gatherMs: 20 });
    const answers: Promise<number>[] = [];
    for (const batcher of [immediate, gathering]) {
      answers.push(batcher.submit(1));
      await turns(3);
      answers.push(batcher.submit(2));
    }
    expect(await Promise.all(answers)).toEqual([2, 4, 2, 4]);
    // Without gathering, an item a few turns later starts a batch of its own; with it, both go together.
    expect(immediate.batches).toEqual([[1], [2]]);
    expect(gathering.batches).toEqual([[1, 2]]);
  });

  it('splits at `batchSize` and leaves out items `accepts` refuses for a later batch', async () => {
    const { submit, batches } = recording(double, {
      batchSize: 2,
      accepts: (batch: readonly number[], next: number) => batch.every((n) => n % 10 !== next % 10),
    });
    await Promise.all([1, 11, 2, 3].map(submit));
    expect(batches).toEqual([
      [1, 2],
      [11, 3],
    ]);
  });

  it('runs each item of a failed batch alone, so only the faulty one sees the error', async () => {
    const { submit, batches } = recording(async (items: readonly number[]) => {
      if (items.includes(13)) throw new Error('unlucky');
      return items.map((n) => n * 2);
    });
    const settled = await Promise.allSettled([12, 13, 14].map(submit));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      24,
      'unlucky',
      28,
    ]);
    expect(batches[0]).toEqual([12, 13, 14]);
    expect(batches.slice(1).sort()).toEqual([[12], [13], [14]]);
  });

  it('refuses a batch answer of the wrong length as an error for its items', async () => {
    const { submit } = recording(async (): Promise<number[]> => []);
    await expect(Promise.all([submit(1), submit(2)])).rejects.toThrow('a batch of 1 answered 0');
  });
});
