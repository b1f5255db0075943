// The predictions module's public entry: app.ts and the seed import only from here (ADR 025).
export { createPrediction, ensureOpenPrediction } from './predictions';
export { predictionBackofficeRoutes, predictionRoutes } from './routes';
