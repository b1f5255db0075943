export interface BatcherOptions<I, O> {
  /** Runs one batch; answers one result per item, in the items' order. */
  run(items: readonly I[]): Promise<O[]>;
  /** Batches running at once; items arriving meanwhile wait and go together in the next one. Default 4. */
  inFlight?: number;
  /** Items in one batch at most. Default 50. */
  batchSize?: number;
  /** Whether an item may join a batch that holds `batch` already (default: any item may). */
  accepts?(batch: readonly I[], item: I): boolean;
  /**
   * How long an item that finds a free slot waits for others before its batch starts, in ms. 0 (the default):
   * until the end of the event loop's current turn. More suits a database whose statements cost much more than
   * the rows in them (PGlite, one thread for everything): larger batches for a millisecond of latency.
   */
  gatherMs?: number;
}

/** The batching settings a deployment chooses per database (db/batcher): slots, batch size, gathering time. */
export type BatchingOptions = Pick<BatcherOptions<unknown, unknown>, 'inFlight' | 'batchSize' | 'gatherMs'>;

interface Pending<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for database statements: an item runs at once when a slot is free, otherwise it waits for the next
 * batch together with the items that arrived meanwhile. A statement's fixed cost (round trip, plan, executor,
 * commit) then serves many requests under load, while an idle server adds no delay. When a batch of several items
 * fails, each item runs again on its own, so only a faulty one sees the error.
 */
export function createBatcher<I, O>(options: BatcherOptions<I, O>): (item: I) => Promise<O> {
  const inFlight = options.inFlight ?? 4;
  const batchSize = options.batchSize ?? 50;
  const accepts = options.accepts ?? (() => true);
  const gatherMs = options.gatherMs ?? 0;
  const queue: Pending<I, O>[] = [];
  let running = 0;

  const takeBatch = () => {
    const batch: Pending<I, O>[] = [];
    for (let i = 0; i < queue.length && batch.length < batchSize; ) {
      const pending = queue[i];
      // The first item always starts a batch, whatever `accepts` says.
      if (
        pending &&
        (batch.length === 0 ||
          accepts(
            batch.map((b) => b.item),
            pending.item,
          ))
      ) {
        batch.push(pending);
        queue.splice(i, 1);
      } else {
        i++;
      }
    }
    return batch;
  };

  const settle = async (batch: readonly Pending<I, O>[]) => {
    const results = await options.run(batch.map((p) => p.item));
    if (results.length !== batch.length)
      throw new Error(`a batch of ${batch.length} answered ${results.length}`);
    for (const [i, pending] of batch.entries()) pending.resolve(results[i] as O);
  };

  const run = async (batch: readonly Pending<I, O>[]) => {
    try {
      await settle(batch);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(batch.map((pending) => settle([pending]).catch(pending.reject)));
    }
  };

  const pump = () => {
    while (running < inFlight && queue.length > 0) {
      const batch = takeBatch();
      running++;
      void run(batch).finally(() => {
        running--;
        pump();
      });
    }
  };

  // A new item waits for the end of the current turn of the event loop (setImmediate), or `gatherMs`, before a
  // batch starts: requests whose data arrived together all reach this point first. Without it an in-process
  // database that answers synchronously (PGlite) would run every batch with the first item alone.
  let scheduled = false;
  const startPump = () => {
    scheduled = false;
    pump();
  };
  const schedulePump = () => {
    if (scheduled) return;
    scheduled = true;
    if (gatherMs > 0) setTimeout(startPump, gatherMs);
    else setImmediate(startPump);
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedulePump();
    });
}
