// The player-records module's public entry: other modules and app.ts import only from here (ADR 025).
export type { PlayerRow } from './repository';
export {
  currencyExists,
  findPlayerByEmail,
  findPlayerById,
  insertPlayer,
  lockPlayer,
  updatePlayer,
} from './repository';
