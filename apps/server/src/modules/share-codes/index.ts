// The share-codes module's public entry: other modules and app.ts import only from here (ADR 025).
export { shareCodeRoutes } from './routes';
