// The payments module's public entry: other modules and app.ts import only from here (ADR 025).
export { createSimulatedPaymentProvider } from './provider';
export { paymentRoutes } from './routes';
export { widgetRoutes } from './widget-routes';
export { withdrawalBackofficeRoutes, withdrawalRoutes } from './withdrawal-routes';
