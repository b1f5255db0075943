import type { TradingMatch } from '@sportsbook/contracts/backoffice';
import {
  INPLAY_DELAY_MAX_SECONDS,
  INPLAY_DELAY_MIN_SECONDS,
  MARGIN_MAX_BP,
  MARGIN_MIN_BP,
} from '@sportsbook/domain/trading';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api } from './api';
import { refusalText } from './audited-step';
import { t } from './i18n';

/** Basis points per percent: the form asks for the margin in %, the API keeps basis points. */
const BP_PER_PERCENT = 100;

interface SportSettingsView {
  sport_id: number;
  margin_bp: number;
  in_play_delay_seconds: number;
}

/** The sports of the matches the screen lists, once each, by name. */
const sportsOf = (matches: readonly TradingMatch[]) =>
  [...new Map(matches.map((match) => [match.sport_id, match.sport])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );

/**
 * Per-sport margin and in-play delay (ADR 040, `PUT /sports/{id}/settings`): the sport's current settings shown,
 * a trader sets new ones with a reason the audit log keeps.
 */
export function SportSettings({
  matches,
  canWrite,
}: {
  matches: readonly TradingMatch[];
  canWrite: boolean;
}) {
  const sports = sportsOf(matches);
  const [chosen, setChosen] = useState<number | null>(null);
  const sportId = chosen ?? sports[0]?.[0] ?? null;
  const ids = { sport: useId(), margin: useId(), delay: useId(), reason: useId() };
  const queries = useQueryClient();
  const current = useQuery({
    queryKey: ['sport-settings', sportId],
    queryFn: () => api<SportSettingsView | null>('GET', `/sports/${sportId}/settings`),
    enabled: sportId !== null,
  });
  const [margin, setMargin] = useState('');
  const [delay, setDelay] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: unknown) => api<{ audit_id: number }>('PUT', `/sports/${sportId}/settings`, body),
    onSuccess: (answer) => {
      setMessage({ ok: true, text: t('trading.done', { id: answer.audit_id }) });
      setReason('');
      void queries.invalidateQueries({ queryKey: ['sport-settings'] });
      void queries.invalidateQueries({ queryKey: ['audit'] });
    },
    onError: (error) =>
      setMessage({
        ok: false,
        text: refusalText(error),
      }),
  });
  if (sportId === null) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const marginBp = Math.round(Number(margin.replace(',', '.')) * BP_PER_PERCENT);
    const delaySeconds = Number(delay);
    if (
      margin.trim() === '' ||
      !Number.isFinite(marginBp) ||
      marginBp < MARGIN_MIN_BP ||
      marginBp > MARGIN_MAX_BP ||
      delay.trim() === '' ||
      !Number.isInteger(delaySeconds) ||
      delaySeconds < INPLAY_DELAY_MIN_SECONDS ||
      delaySeconds > INPLAY_DELAY_MAX_SECONDS
    ) {
      setMessage({
        ok: false,
        text: t('sportSettings.invalid', {
          maxMargin: MARGIN_MAX_BP / BP_PER_PERCENT,
          maxDelay: INPLAY_DELAY_MAX_SECONDS,
        }),
      });
      return;
    }
    save.mutate({ margin_bp: marginBp, in_play_delay_seconds: delaySeconds, reason: reason.trim() });
  };
  const settings = current.data;
  return (
    <section aria-labelledby="sport-settings-title" className="sport-settings">
      <h2 id="sport-settings-title">{t('sportSettings.title')}</h2>
      <label htmlFor={ids.sport}>{t('sportSettings.sport')}</label>{' '}
      <select
        id={ids.sport}
        value={sportId}
        onChange={(event) => {
          setChosen(Number(event.target.value));
          setMessage(null);
        }}
      >
        {sports.map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </select>
      <p data-testid="sport-settings-current">
        {settings
          ? t('sportSettings.current', {
              margin: settings.margin_bp / BP_PER_PERCENT,
              delay: settings.in_play_delay_seconds,
            })
          : current.isPending
            ? t('common.loading')
            : t('sportSettings.none')}
      </p>
      {canWrite ? (
        <form onSubmit={submit} className="actions">
          <label htmlFor={ids.margin}>{t('sportSettings.margin')}</label>
          <input
            id={ids.margin}
            inputMode="decimal"
            size={6}
            value={margin}
            onChange={(event) => setMargin(event.target.value)}
          />
          <label htmlFor={ids.delay}>{t('sportSettings.delay')}</label>
          <input
            id={ids.delay}
            inputMode="numeric"
            size={4}
            value={delay}
            onChange={(event) => setDelay(event.target.value)}
          />
          <label htmlFor={ids.reason}>{t('trading.reason')}</label>
          <input id={ids.reason} value={reason} onChange={(event) => setReason(event.target.value)} />
          <button type="submit" disabled={save.isPending || !reason.trim()}>
            {t('sportSettings.save')}
          </button>
        </form>
      ) : null}
      <p role="status" className={message?.ok === false ? 'error' : 'ok'}>
        {message?.text ?? ''}
      </p>
    </section>
  );
}
