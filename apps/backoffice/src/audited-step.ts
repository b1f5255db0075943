import { useMutation, useQueryClient } from '@tanstack/react-query';
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
 * One audited staff write (every back-office write answers with its `audit_id`): `run(path, body)` sends it, and
 * on success the queries under `invalidate` (and the audit log) are read again.
 */
export function useAuditedStep(method: 'POST' | 'PUT', invalidate: readonly (readonly unknown[])[]) {
  const queries = useQueryClient();
  const [message, setMessage] = useState<StepMessage | null>(null);
  const mutation = useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) =>
      api<{ audit_id: number }>(method, path, body),
    onSuccess: (answer) => {
      setMessage({ ok: true, text: t('trading.done', { id: answer.audit_id }) });
      for (const queryKey of [...invalidate, ['audit']]) void queries.invalidateQueries({ queryKey });
    },
    onError: (error) => setMessage({ ok: false, text: refusalText(error) }),
  });
  return {
    run: (path: string, body: unknown) => mutation.mutate({ path, body }),
    busy: mutation.isPending,
    message,
  };
}
