import type { OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sportsbookSettings } from '../../db/schema/betting';
import type { BettingConfig } from './config';

export interface PlayerSettings {
  stakes: number[];
  autoAcceptOddsChange: OddsAcceptMode;
  oddsType: string;
  updatedAt: Date | null;
}

/** The player's stored settings, or the operator's defaults (no price change accepted without asking). */
export async function readSettings(
  db: Database,
  playerId: number,
  config: BettingConfig,
): Promise<PlayerSettings> {
  const [row] = await db.select().from(sportsbookSettings).where(eq(sportsbookSettings.playerId, playerId));
  if (!row) {
    return {
      stakes: config.defaultStakes,
      autoAcceptOddsChange: 'none',
      oddsType: 'european',
      updatedAt: null,
    };
  }
  return {
    stakes: row.stakes,
    autoAcceptOddsChange: row.autoAcceptOddsChange,
    oddsType: row.oddsType,
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
