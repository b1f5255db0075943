// The realtime module's public entry: other modules and app.ts import only from here (ADR 025).
export type { Realtime } from './realtime';
export { createRealtime } from './realtime';
export { realtimeRoutes } from './routes';
