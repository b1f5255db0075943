// The payments module's public entry: other modules and app.ts import only from here (ADR 025).
export { createSimulatedPaymentProvider } from './provider';
export { toPayment } from './repository';
export { paymentRoutes } from './routes';
export { widgetRoutes } from './widget-routes';
export { toWithdrawal } from './withdrawal-repository';
export { withdrawalRoutes } from './withdrawal-routes';
export { approveWithdrawal, type DecisionTransaction, declineWithdrawal } from './withdrawals';
