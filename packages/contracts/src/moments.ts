import { z } from 'zod';

/**
 * Days and moments the API takes as ISO text, bounded to years the database stores and a person means: PostgreSQL
 * has no year 0 and ISO text allows it, so an unbounded `z.iso.date()` lets a typing slip reach the database as an
 * error instead of a 400.
 */

/** Whether the year of `YYYY-MM-DD...` text is within `from` and `to`. */
const yearWithin = (from: number, to: number) => (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= from && year <= to;
};

/** Years a sportsbook's own records and plans fall in: campaigns, report and list filters. */
const BUSINESS_YEARS = { from: 2000, to: 2999 } as const;
const businessYearsError = `must be between the years ${BUSINESS_YEARS.from} and ${BUSINESS_YEARS.to}`;

/** A moment of a campaign's window (bonus campaigns, loot boxes, amount-of-bets, farming). */
export const campaignMomentSchema = z.iso.datetime({ offset: true }).refine((text) => {
  // In UTC: an offset can move a moment into the next or the previous year.
  const year = new Date(text).getUTCFullYear();
  return year >= BUSINESS_YEARS.from && year <= BUSINESS_YEARS.to;
}, businessYearsError);

/** A UTC day, `YYYY-MM-DD`, of a back-office filter or report range. */
export const businessDaySchema = z.iso
  .date('must be a UTC day, YYYY-MM-DD')
  .refine(yearWithin(BUSINESS_YEARS.from, BUSINESS_YEARS.to), businessYearsError);

/** The earliest year of birth a profile takes; whether the player is old enough is the server's own check. */
export const BIRTH_YEAR_MIN = 1900;

/** A date of birth, `YYYY-MM-DD`. */
export const birthDateSchema = z.iso
  .date('must be a date as YYYY-MM-DD')
  .refine(yearWithin(BIRTH_YEAR_MIN, 2999), `must be a year from ${BIRTH_YEAR_MIN}`);
