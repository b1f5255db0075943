import type { OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import { isOddsType, type OddsType } from '@sportsbook/domain/odds-formats';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sportsbookSettings } from '../../db/schema/betting';
import type { BettingConfig } from './config';

export interface PlayerSettings {
  stakes: number[];
  autoAcceptOddsChange: OddsAcceptMode;
  oddsType: OddsType;
  updatedAt: Date | null;
}

/** Decimal odds until the player picks another format. */
const DEFAULT_ODDS_TYPE: OddsType = 'european';

/** The player's stored settings, or (for a visitor too) the operator's defaults (no price change accepted without asking). */
export async function readSettings(
  db: Database,
  playerId: number | null,
  config: BettingConfig,
): Promise<PlayerSettings> {
  const [row] =
    playerId === null
      ? []
      : await db.select().from(sportsbookSettings).where(eq(sportsbookSettings.playerId, playerId));
  if (!row) {
    return {
      stakes: config.defaultStakes,
      autoAcceptOddsChange: 'none',
      oddsType: DEFAULT_ODDS_TYPE,
      updatedAt: null,
    };
  }
  return {
    stakes: row.stakes,
    autoAcceptOddsChange: row.autoAcceptOddsChange,
    // Stored through settingsUpdateSchema; a value no longer offered reads as the default.
    oddsType: isOddsType(row.oddsType) ? row.oddsType : DEFAULT_ODDS_TYPE,
    updatedAt: row.updatedAt,
  };
}

export async function writeSettings(
  db: Database,
  playerId: number,
  settings: Omit<PlayerSettings, 'updatedAt'>,
  now: Date,
): Promise<void> {
  const values = {
    stakes: settings.stakes,
    autoAcceptOddsChange: settings.autoAcceptOddsChange,
    oddsType: settings.oddsType,
    updatedAt: now,
  };
  await db
    .insert(sportsbookSettings)
    .values({ playerId, ...values })
    .onConflictDoUpdate({ target: sportsbookSettings.playerId, set: values });
}
