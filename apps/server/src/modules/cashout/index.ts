// The cashout module's public entry: other modules and app.ts import only from here (ADR 025).
export { createCashoutOfferListener } from './offer-listener';
export { cashoutRoutes } from './routes';
