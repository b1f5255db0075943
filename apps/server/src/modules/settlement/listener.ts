import type { IngestChanges } from '../feed';
import type { SettlementWorker } from './worker';

/**
 * The feed runner's settlement listener. The batch's results are already committed, and with them their
 * settlement jobs (a trigger on market_results writes them in the same transaction), so there is nothing to
 * enqueue here: it only wakes this node's worker instead of leaving the jobs to its next poll.
 */
export function createSettlementListener(worker: Pick<SettlementWorker, 'wake'>) {
  return async (changes: Pick<IngestChanges, 'settlements' | 'rollbacks'>): Promise<void> => {
    if (changes.settlements.length > 0 || changes.rollbacks.length > 0) worker.wake();
  };
}
