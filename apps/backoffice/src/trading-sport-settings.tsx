import type { TradingMatch } from '@sportsbook/contracts/backoffice';
import {
  INPLAY_DELAY_MAX_SECONDS,
  INPLAY_DELAY_MIN_SECONDS,
  MARGIN_MAX_BP,
  MARGIN_MIN_BP,
} from '@sportsbook/domain/trading';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './api';
import { type StepMessage, StepStatus, useAuditedStep } from './audited-step';
import { Field, ReasonField, SelectField, StepForm } from './form-fields';
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
  const current = useQuery({
    queryKey: ['sport-settings', sportId],
    queryFn: () => api<SportSettingsView | null>('GET', `/sports/${sportId}/settings`),
    enabled: sportId !== null,
  });
  const [margin, setMargin] = useState('');
  const [delay, setDelay] = useState('');
  const [reason, setReason] = useState('');
  // The form's own refusal of out-of-range values shares the step's live region; a saved step clears the reason.
  const [message, setMessage] = useState<StepMessage | null>(null);
  const save = useAuditedStep('PUT', [['sport-settings']], (said) => {
    setMessage(said);
    if (said.ok) setReason('');
  });
  if (sportId === null) return null;
  const submit = () => {
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
    save.run(`/sports/${sportId}/settings`, {
      margin_bp: marginBp,
      in_play_delay_seconds: delaySeconds,
      reason: reason.trim(),
    });
  };
  const settings = current.data;
  return (
    <section aria-labelledby="sport-settings-title" className="sport-settings">
      <h2 id="sport-settings-title">{t('sportSettings.title')}</h2>
      <SelectField
        layout="spaced"
        label={t('sportSettings.sport')}
        value={sportId}
        onValue={(value) => {
          setChosen(Number(value));
          setMessage(null);
        }}
      >
        {sports.map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </SelectField>
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
        <StepForm
          onSubmit={submit}
          className="actions"
          submit={t('sportSettings.save')}
          disabled={save.busy || !reason.trim()}
        >
          <Field
            layout="beside"
            label={t('sportSettings.margin')}
            inputMode="decimal"
            size={6}
            value={margin}
            onValue={setMargin}
          />
          <Field
            layout="beside"
            label={t('sportSettings.delay')}
            inputMode="numeric"
            size={4}
            value={delay}
            onValue={setDelay}
          />
          <ReasonField layout="beside" value={reason} onValue={setReason} />
        </StepForm>
      ) : null}
      <StepStatus message={message} />
    </section>
  );
}
