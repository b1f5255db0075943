// The catalogue module's public entry: other modules and app.ts import only from here (ADR 025).
export { localizeStatistics, requestLocale } from './localize';
export { createReadCache } from './read-cache';
export { bettableMatch } from './repository';
export { catalogueRoutes } from './routes';
