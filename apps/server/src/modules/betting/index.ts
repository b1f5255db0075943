// The betting module's public entry: other modules and app.ts import only from here (ADR 025).
export { cashoutBets, cashoutOffers, offerAmount } from './cashout-offers';
export type { BettingConfig } from './config';
export { defaultBettingConfig } from './config';
export type { CurrentSelection, SelectionRef } from './current-prices';
export { currentSelections, selectionKey } from './current-prices';
export { customBetRoutes } from './custom-bet-routes';
export type { BettingEvent, BettingPublisher } from './events';
export { balanceEvents, betChanged, bonusIssued, publishSafely } from './events';
export { maxStakeRoutes } from './max-stake-routes';
export type { BetRow } from './repository';
export { lockBet, selectionsOf } from './repository';
export { bettingRoutes } from './routes';
export type { BettingService } from './service';
export { createBettingService } from './service';
