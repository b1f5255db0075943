import { COUNTRY_CODES } from '@sportsbook/contracts/platform';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import { isTrustedPeer } from '../../http/trusted-peer';

const knownCountries = new Set(COUNTRY_CODES);
const displayNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the given locale, English when the locale is unknown to the runtime. */
export function countryName(code: string, locale = 'en'): string {
  let names = displayNames.get(locale);
  if (!names) {
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    } catch {
      names = new Intl.DisplayNames(['en'], { type: 'region' });
    }
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/**
 * The country a request comes from: the development override outside production, else the header the CDN or
 * load balancer sets (COUNTRY_HEADER), believed only when the request's socket peer is one of TRUSTED_PROXIES
 * (the web nodes, which pass on only what their own trusted hops set). Unknown values (Cloudflare's XX and T1)
 * and a header from anyone else count as no country.
 */
export function requestCountry(
  request: FastifyRequest,
  config: Pick<Config, 'env' | 'geo' | 'trustedProxies'>,
): string | null {
  if (config.env !== 'production' && config.geo.devCountry) return config.geo.devCountry;
  if (!isTrustedPeer(request.socket.remoteAddress, config.trustedProxies)) return null;
  const header = request.headers[config.geo.countryHeader];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  return value && knownCountries.has(value) ? value : null;
}

export function isCountryBlocked(code: string | null, config: Pick<Config, 'geo'>): boolean {
  return code !== null && config.geo.blockedCountries.includes(code);
}
