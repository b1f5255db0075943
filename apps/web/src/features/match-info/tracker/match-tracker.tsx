'use client';

import type { Incident } from '@sportsbook/contracts/match-info';
import { realtimeChannels } from '@sportsbook/contracts/realtime-channels';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useChannel } from '@/shared/realtime/use-channel';
import styles from './match-tracker.module.css';
import { incidentMinute, isDanger, isScoring, mergeIncidents, stripPosition } from './timeline';

/** How many of the latest incidents the list shows (the strip shows the last one). */
const LISTED = 8;

/**
 * The live match tracker (ADR 031): a strip from the home goal to the away goal with the last incident, who has
 * the ball and whether it is dangerous, the score, and the latest incidents as a list. Everything the strip
 * draws is also said in text (the strip itself is hidden from assistive technology), and the last incident is
 * announced politely as it arrives on the match channel.
 */
export function MatchTracker({
  matchId,
  home,
  away,
  initial,
}: {
  matchId: number;
  home: string;
  away: string;
  /** The timeline when the page was rendered; live incidents are added to it. */
  initial: Incident[];
}) {
  const t = useTranslations('match-info.tracker');
  const [incidents, setIncidents] = useState(initial);
  useChannel(realtimeChannels.match(matchId), (event) => {
    if (event.type !== 'match_incidents' || event.data.match_id !== matchId) return;
    setIncidents((shown) => mergeIncidents(shown, event.data.incidents));
  });

  const last = incidents.at(-1);
  const team = (incident: Incident) => (incident.side === 'home' ? home : away);
  const describe = (incident: Incident) => {
    const minute = incidentMinute(incident);
    const what = t('incident', { kind: t(`kind.${incident.kind}`), team: team(incident) });
    return minute === null ? what : t('at-minute', { minute, what });
  };
  const danger = last ? isDanger(last.kind) : false;

  return (
    <section aria-labelledby="tracker-title" className={styles.tracker} data-testid="match-tracker">
      <h2 id="tracker-title" className={styles.title}>
        {t('title')}
      </h2>
      <div
        className={styles.strip}
        data-danger={danger}
        data-side={last?.side ?? 'none'}
        data-kind={last?.kind ?? 'none'}
        aria-hidden="true"
      >
        <span className={styles.half} />
        <span className={styles.half} />
        {last ? (
          <span
            key={last.seq}
            className={styles.marker}
            data-side={last.side}
            style={{ insetInlineStart: `${stripPosition(last)}%` }}
          />
        ) : null}
      </div>
      <div className={styles.summary}>
        <p className={styles.score} data-testid="tracker-score">
          <span>{home}</span>
          <strong>
            {last?.score.home ?? 0}:{last?.score.away ?? 0}
          </strong>
          <span>{away}</span>
        </p>
        <p aria-live="polite" data-testid="tracker-last">
          {last ? describe(last) : t('waiting')}
        </p>
        {last ? (
          <p className={styles.state}>
            {last.server
              ? t('serving', { team: last.server === 'home' ? home : away })
              : t('possession', { team: team(last) })}
            {danger ? <span className={styles.dangerBadge}> · {t('danger')}</span> : null}
          </p>
        ) : null}
      </div>
      {incidents.length > 0 ? (
        <ol className={styles.events} aria-label={t('events')} data-testid="tracker-events">
          {incidents
            .slice(-LISTED)
            .reverse()
            .map((incident) => (
              <li key={incident.seq} data-side={incident.side} data-scoring={isScoring(incident.kind)}>
                {describe(incident)}
                {isScoring(incident.kind) ? (
                  <span className={styles.eventScore}>
                    {' '}
                    ({incident.score.home}:{incident.score.away})
                  </span>
                ) : null}
              </li>
            ))}
        </ol>
      ) : null}
    </section>
  );
}
