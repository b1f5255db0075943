import { isLocale } from '@sportsbook/contracts/locales';
import type { ChannelPolicy } from '@sportsbook/realtime/options';

/**
 * Which channels exist and who may join them (names from `realtimeChannels` in contracts). Public channels carry
 * catalogue updates to anyone; `private:{playerId}` needs a subscription token for that player.
 */
export function channelPolicy(channel: string): ChannelPolicy | null {
  const [namespace, name, ...rest] = channel.split(':');
  if (rest.length > 0 || !name) return null;
  switch (namespace) {
    case 'public':
      return isLocale(name) ? { kind: 'public' } : null;
    case 'match':
      return /^[1-9]\d{0,9}$/.test(name) ? { kind: 'public' } : null;
    case 'private':
      return /^[\w-]{1,64}$/.test(name) ? { kind: 'private', userId: name } : null;
    default:
      return null;
  }
}
