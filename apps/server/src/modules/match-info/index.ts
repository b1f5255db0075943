// The match-info module's public entry: other modules and app.ts import only from here (ADR 025).
export { presentStoredIncident, type StoredIncident, storeIncidents } from './repository';
export { matchInfoRoutes } from './routes';
