import 'server-only';
import { cookies } from 'next/headers';
import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE } from './time-zone-cookie';
import { isValidTimeZone } from './zoned-date';

/** The visitor's time zone as their browser last reported it (UTC before it has). */
export async function visitorTimeZone(): Promise<string> {
  const value = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  return value && value.length <= 64 && isValidTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}
