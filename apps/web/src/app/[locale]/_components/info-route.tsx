import { DEFAULT_CASHOUT_CONFIG } from '@sportsbook/domain/cashout';
import { InfoArticle } from '../../../features/info/info-article';
import type { FeatureFigures } from '../../../features/info/info-values';
import type { InfoOutline } from '../../../features/info/outline';
import { sharePercent } from '../../../features/my-bets/cashout-share';
import { LIMIT_RANGES } from '../../../features/responsible-gambling/limit-drafts';
import { requireLocale } from './locale-param';

/** What the information pages quote from other features: the limits form's ranges, the smallest cash-out. */
const figures: FeatureFigures = {
  coolingOffDays: LIMIT_RANGES.coolingoff,
  selfExclusionDays: LIMIT_RANGES.selfexclusion,
  // The operator's default terms: the pages are the same for every visitor, signed in or not.
  minCashoutSharePercent: sharePercent(DEFAULT_CASHOUT_CONFIG.minShareBp),
};

/** An information page route: the outline rendered in the path's locale. */
export async function InfoRoute({
  outline,
  params,
}: {
  outline: InfoOutline;
  params: Promise<{ locale: string }>;
}) {
  const locale = requireLocale((await params).locale);
  return <InfoArticle outline={outline} locale={locale} figures={figures} />;
}
