import type {
  JackpotSummaryList,
  LootboxSummaryList,
  PromoCodeSummaryList,
  TournamentSummaryList,
} from '@sportsbook/contracts/backoffice-money';
import { findCurrency, toMajorString } from '@sportsbook/domain/money';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from './api';
import { ListTable } from './data-table';
import { type MessageKey, t } from './i18n';

const money = (amount: number, code: string) => {
  const currency = findCurrency(code);
  return `${currency ? toMajorString(amount, currency) : amount} ${code}`;
};
const moneyByCurrency = (amounts: Record<string, number> | null) =>
  amounts === null
    ? t('campaigns.noBudget')
    : Object.entries(amounts)
        .map(([code, amount]) => money(amount, code))
        .join(', ') || '0';
const day = (iso: string) => new Date(iso).toLocaleDateString();

/** A titled table of one engagement view; the caption names it for screen readers. */
function View({
  id,
  title,
  items,
  headers,
  children,
}: {
  id: string;
  title: MessageKey;
  items: readonly unknown[] | undefined;
  headers: readonly MessageKey[];
  children: ReactNode;
}) {
  return (
    <div>
      <h2 id={id}>{t(title)}</h2>
      <ListTable
        label={t(title)}
        caption={t(title)}
        items={items}
        loading
        columns={headers.map((key) => t(key))}
      >
        {children}
      </ListTable>
    </div>
  );
}

/**
 * The Campaigns screen's engagement views (ADR 039, amendment), read-only: jackpots per level, tournaments and
 * hunting campaigns with their standings, loot boxes, promo codes; each with what it paid out.
 */
export function CampaignsEngagement() {
  const jackpots = useQuery({
    queryKey: ['engagement', 'jackpots'],
    queryFn: () => api<JackpotSummaryList>('GET', '/engagement/jackpots'),
  });
  const tournaments = useQuery({
    queryKey: ['engagement', 'tournaments'],
    queryFn: () => api<TournamentSummaryList>('GET', '/engagement/tournaments'),
  });
  const lootboxes = useQuery({
    queryKey: ['engagement', 'lootboxes'],
    queryFn: () => api<LootboxSummaryList>('GET', '/engagement/lootboxes'),
  });
  const promoCodes = useQuery({
    queryKey: ['engagement', 'promo-codes'],
    queryFn: () => api<PromoCodeSummaryList>('GET', '/engagement/promo-codes'),
  });
  return (
    <>
      <View
        id="engagement-jackpots"
        title="engagement.jackpots"
        items={jackpots.data?.data}
        headers={[
          'engagement.jackpot',
          'engagement.level',
          'payments.status',
          'engagement.seed',
          'engagement.pool',
          'engagement.contributed',
          'engagement.hits',
          'campaigns.paidOut',
        ]}
      >
        {jackpots.data?.data.flatMap((jackpot) =>
          jackpot.levels.map((level) => (
            <tr key={`${jackpot.id}-${level.code}`}>
              <td>{jackpot.name}</td>
              <td>{level.name}</td>
              <td>{level.state}</td>
              <td>{money(level.seed_amount, jackpot.currency)}</td>
              <td>{money(level.pool_amount, jackpot.currency)}</td>
              <td>
                {money(level.contributed_amount, jackpot.currency)} ({level.contributions_count})
              </td>
              <td>{level.hits_count}</td>
              <td>{money(level.paid_amount, jackpot.currency)}</td>
            </tr>
          )),
        )}
      </View>
      <View
        id="engagement-tournaments"
        title="engagement.tournaments"
        items={tournaments.data?.data}
        headers={[
          'campaigns.name',
          'campaigns.kind',
          'payments.status',
          'campaigns.validTo',
          'engagement.participants',
          'engagement.prizePool',
          'campaigns.paidOut',
          'engagement.standings',
        ]}
      >
        {tournaments.data?.data.map((tournament) => (
          <tr key={tournament.id}>
            <td>{tournament.name}</td>
            <td>
              {t(tournament.kind === 'tournament' ? 'engagement.kind.tournament' : 'engagement.kind.hunting')}
            </td>
            <td>{tournament.status}</td>
            <td>{day(tournament.valid_to)}</td>
            <td>{tournament.participants}</td>
            <td>
              {tournament.pool_amount === null || tournament.currency === null
                ? '–'
                : money(tournament.pool_amount, tournament.currency)}
            </td>
            <td>
              {tournament.currency === null
                ? '–'
                : `${money(tournament.paid_amount, tournament.currency)} (${tournament.prizes_count})`}
            </td>
            <td>
              {tournament.standings.length === 0 ? (
                '–'
              ) : (
                <ol aria-label={t('engagement.standingsOf', { name: tournament.name })}>
                  {tournament.standings.map((standing) => (
                    <li key={standing.player_id}>
                      {t('engagement.standing', {
                        player: standing.player_id,
                        farmed: tournament.currency
                          ? money(standing.farmed_amount, tournament.currency)
                          : standing.farmed_amount,
                      })}
                    </li>
                  ))}
                </ol>
              )}
            </td>
          </tr>
        ))}
      </View>
      <View
        id="engagement-lootboxes"
        title="engagement.lootboxes"
        items={lootboxes.data?.data}
        headers={[
          'campaigns.name',
          'payments.status',
          'campaigns.validTo',
          'engagement.chestsIssued',
          'engagement.chestsOpened',
          'engagement.prizes',
          'campaigns.paidOut',
        ]}
      >
        {lootboxes.data?.data.map((campaign) => (
          <tr key={campaign.id}>
            <td>{campaign.name}</td>
            <td>{campaign.status}</td>
            <td>{day(campaign.valid_to)}</td>
            <td>{campaign.chests_issued}</td>
            <td>{campaign.chests_opened}</td>
            <td>{campaign.prizes_count}</td>
            <td>{moneyByCurrency(campaign.prizes_paid)}</td>
          </tr>
        ))}
      </View>
      <View
        id="engagement-promo-codes"
        title="engagement.promoCodes"
        items={promoCodes.data?.data}
        headers={[
          'engagement.code',
          'campaigns.name',
          'payments.status',
          'campaigns.validTo',
          'engagement.uses',
          'engagement.perPlayer',
          'campaigns.budget',
          'campaigns.paidOut',
        ]}
      >
        {promoCodes.data?.data.map((code) => (
          <tr key={code.code}>
            <td>
              <code>{code.code}</code>
            </td>
            <td>{code.campaign_name}</td>
            <td>{code.status}</td>
            <td>{day(code.valid_to)}</td>
            <td>{code.uses}</td>
            <td>{code.per_player_cap}</td>
            <td>{moneyByCurrency(code.budget)}</td>
            <td>{moneyByCurrency(code.budget_spent)}</td>
          </tr>
        ))}
      </View>
    </>
  );
}
