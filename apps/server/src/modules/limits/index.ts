// The limits module's public entry: other modules and app.ts import only from here (ADR 025).

export { createLimitChangesJob, type LimitChangesJob } from './due-changes-job';
export { assertDepositAllowed, assertTimeLeft, checkWagerAndLossLimits } from './enforcement';
export { activeExclusion } from './exclusions';
export { limitRoutes } from './routes';
export { limitHistory, setExclusionForPlayer } from './service';
