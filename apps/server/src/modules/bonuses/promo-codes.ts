import type { IssueRefusal } from '@sportsbook/contracts/bonus-campaigns';
import { BONUS_ERROR_CODES, type BonusRef, PROMO_CODE_ERROR_KEYS } from '@sportsbook/contracts/bonuses';
import { DomainError, type RefusalKind } from '../../core/domain-error';
import { findCampaignByPromoCode } from './campaign-repository';
import { type IssueContext, issueFromCampaign } from './issue';

type PromoCodeRefusal = keyof typeof PROMO_CODE_ERROR_KEYS;

const ANSWERS: Record<PromoCodeRefusal, { kind: RefusalKind; code: string; message: string }> = {
  unknown: {
    kind: 'not_found',
    code: BONUS_ERROR_CODES.promoCodeUnknown,
    message: 'No promotion has this code',
  },
  expired: { kind: 'conflict', code: BONUS_ERROR_CODES.promoCodeExpired, message: 'This promotion is over' },
  already_used: {
    kind: 'conflict',
    code: BONUS_ERROR_CODES.promoCodeAlreadyUsed,
    message: 'You have already used this code',
  },
  not_eligible: {
    kind: 'forbidden',
    code: BONUS_ERROR_CODES.promoCodeNotEligible,
    message: 'This promotion is not open to your account',
  },
};

/** Which of the four answers a campaign's refusal is: the player sees why in their terms, the reason in details. */
const REFUSAL_ANSWER: Record<IssueRefusal, PromoCodeRefusal> = {
  paused: 'expired',
  ended: 'expired',
  not_started: 'expired',
  budget: 'expired',
  cap: 'already_used',
  country: 'not_eligible',
  verification: 'not_eligible',
  currency: 'not_eligible',
};

function promoCodeRefused(refusal: PromoCodeRefusal, reason?: IssueRefusal): DomainError {
  const answer = ANSWERS[refusal];
  return new DomainError(answer.kind, answer.code, answer.message, {
    localized_message: PROMO_CODE_ERROR_KEYS[refusal],
    ...(reason ? { details: { reason } } : {}),
  });
}

/**
 * Redeems a promo code (upper-cased by the contracts' schema): the campaign it names issues its bonus to the
 * player through `issueFromCampaign`, so a code is used once per player (its campaign's per-player cap) and the
 * budget holds. Every refusal is a 4xx naming why, and issues nothing.
 */
export async function redeemPromoCode(
  ctx: IssueContext,
  playerId: number,
  code: string,
  now: Date,
): Promise<BonusRef> {
  const campaign = await findCampaignByPromoCode(ctx.db, code);
  if (!campaign) throw promoCodeRefused('unknown');
  const result = await issueFromCampaign(ctx, campaign.id, playerId, now);
  if (!result.ok) throw promoCodeRefused(REFUSAL_ANSWER[result.reason], result.reason);
  return { ...result.bonus, computed_status: result.bonus.type === 'comboboost' ? 'available' : 'active' };
}
