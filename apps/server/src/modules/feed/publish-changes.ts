import { type Locale, locales } from '@sportsbook/contracts/locales';
import { realtimeChannels } from '@sportsbook/contracts/realtime';
import { localizeStatistics } from '../catalogue';
import { presentStoredIncident } from '../match-info';
import type { Realtime } from '../realtime';
import type { IngestChanges } from './ingest-changes';

/**
 * Turns one batch of ingested feed changes into real-time events: lists listen on the public channel of their
 * locale (clock, score, status, providers), a match page on its match channel (all of that match's markets too).
 */
export async function publishChanges(realtime: Realtime, changes: IngestChanges): Promise<void> {
  const publications: Promise<void>[] = [];
  const toEveryLocale = (event: (locale: Locale) => Parameters<Realtime['publish']>[1]) => {
    for (const locale of locales)
      publications.push(realtime.publish(realtimeChannels.publicUpdates(locale), event(locale)));
  };

  const matchChanges = [...changes.matches.values()];
  // Period names are text: each locale's channel gets its own. A match channel has no locale and carries the
  // feed's (English) names; pages take names from their locale's channel.
  if (matchChanges.length > 0)
    toEveryLocale((locale) => ({
      type: 'match_changed',
      data: matchChanges.map((change) => ({
        ...change,
        statistics: localizeStatistics(change.statistics, locale),
      })),
    }));
  if (changes.statusChanges.length > 0)
    toEveryLocale(() => ({ type: 'match_status_changed', data: changes.statusChanges }));
  for (const provider of changes.providers)
    toEveryLocale(() => ({ type: 'provider_status_changed', data: provider }));

  for (const change of matchChanges) {
    publications.push(
      realtime.publish(realtimeChannels.match(change.id), { type: 'match_changed', data: [change] }),
    );
  }
  for (const [matchId, byKey] of changes.markets) {
    publications.push(
      realtime.publish(realtimeChannels.match(matchId), {
        type: 'markets_changed',
        data: { match_id: matchId, markets: [...byKey.values()] },
      }),
    );
  }
  for (const [matchId, incidents] of changes.incidents) {
    publications.push(
      realtime.publish(realtimeChannels.match(matchId), {
        type: 'match_incidents',
        data: { match_id: matchId, incidents: incidents.map(presentStoredIncident) },
      }),
    );
  }
  await Promise.all(publications);
}
