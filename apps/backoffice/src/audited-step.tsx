import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from './api';
import { t } from './i18n';

/** What a staff step's answer says in the screen's live region: the audit row it wrote, or why it was refused. */
export interface StepMessage {
  ok: boolean;
  text: string;
}

/** The refusal of a staff call, worded for the live region. */
export const refusalText = (error: unknown): string =>
  t('trading.failed', { message: error instanceof ApiError ? error.message : String(error) });

/**
 * Reads a list again after a write: a first read still in flight (the screen's form can be used before its list has
 * loaded) began before the write, and an invalidation joins it instead of starting another, so it is cancelled first.
 * The web app's `readAgain` (apps/web/src/shared/api/query-client.ts) does the same for the player's screens.
 */
function readAgain(queries: QueryClient, queryKey: QueryKey): Promise<void> {
  // A cancelled read gives the query back at once (synchronously), so the invalidation below starts a new one.
  void queries.cancelQueries({ queryKey });
  return queries.invalidateQueries({ queryKey });
}

/**
 * One staff write: `run(input)` sends it; its answer (worded by `done`) or its refusal becomes the step's message,
 * and on success the queries under `invalidate` are read again. A list whose rows each have their own step passes
 * `report`, so that the rows share the list's one live region: a decided row may leave the list with its own.
 */
export function useStaffStep<Input = void, Answer = unknown>(options: {
  send: (input: Input) => Promise<Answer>;
  done: (answer: Answer) => string;
  invalidate: readonly QueryKey[];
  report?: (message: StepMessage) => void;
}) {
  const queries = useQueryClient();
  const [message, setMessage] = useState<StepMessage | null>(null);
  const say = options.report ?? setMessage;
  const mutation = useMutation({
    mutationFn: options.send,
    onSuccess: (answer) => {
      say({ ok: true, text: options.done(answer) });
      for (const queryKey of options.invalidate) void readAgain(queries, queryKey);
    },
    onError: (error) => say({ ok: false, text: refusalText(error) }),
  });
  return { run: (input: Input) => mutation.mutate(input), busy: mutation.isPending, message };
}

/**
 * One audited staff write (every back-office write answers with its `audit_id`): `run(path, body)` sends it, and
 * on success the queries under `invalidate` (and the audit log) are read again. `report` as in `useStaffStep`, or
 * for a form that says its own refusals in the same live region.
 */
export function useAuditedStep(
  method: 'POST' | 'PUT',
  invalidate: readonly QueryKey[],
  report?: (message: StepMessage) => void,
) {
  const step = useStaffStep({
    send: ({ path, body }: { path: string; body: unknown }) => api<{ audit_id: number }>(method, path, body),
    done: (answer) => t('trading.done', { id: answer.audit_id }),
    invalidate: [...invalidate, ['audit']],
    report,
  });
  return {
    run: (path: string, body: unknown) => step.run({ path, body }),
    busy: step.busy,
    message: step.message,
  };
}

/** The live region a step's answer is said in; always there, empty at first, so a screen reader hears each change. */
export function StepStatus({ message }: { message: StepMessage | null }) {
  return (
    <p role="status" className={message?.ok === false ? 'error' : 'ok'}>
      {message?.text ?? ''}
    </p>
  );
}
