import type { OperatorSettings } from '@sportsbook/contracts/betting';
import type { Provider } from '@sportsbook/domain/slip/types';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { providerStatuses, sports } from '../../db/schema/catalogue';

export type OperatorSettingsConfig = Pick<Config, 'additionalProviders' | 'videoEnabled'>;

/**
 * The operator's part of the settings (part 2 §3): provider statuses as the feed last stored them, the providers
 * of each sport type from the catalogue's sports, and the configured video and additional products.
 */
export async function readOperatorSettings(
  db: Database,
  config: OperatorSettingsConfig,
): Promise<OperatorSettings> {
  const [statuses, sportRows] = await Promise.all([
    db
      .select({ provider: providerStatuses.provider, active: providerStatuses.active })
      .from(providerStatuses),
    db.selectDistinct({ type: sports.type, provider: sports.provider }).from(sports),
  ]);
  const sportTypeProviders: OperatorSettings['sport_type_providers'] = {};
  for (const row of sportRows) {
    const list: Provider[] = sportTypeProviders[row.type] ?? [];
    if (!list.includes(row.provider)) list.push(row.provider);
    sportTypeProviders[row.type] = list.sort();
  }
  return {
    provider_statuses: Object.fromEntries(statuses.map((row) => [row.provider, row.active])),
    sport_type_providers: sportTypeProviders,
    video_settings: { enabled: config.videoEnabled },
    additional_providers: config.additionalProviders,
  };
}
