// The system module's public entry: other modules and app.ts import only from here (ADR 025).
export { systemRoutes } from './routes';
