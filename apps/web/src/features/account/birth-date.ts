/** The profile's age rule: players are 18 or older (the API refuses younger ones as under_age). */
const ADULT_YEARS = 18;

/** True when the date (YYYY-MM-DD) is a real day at least 18 years before today. */
export function isAdultBirthDate(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return false;
  const adultFrom = new Date(Date.UTC(year + ADULT_YEARS, month - 1, day));
  return adultFrom.getTime() <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}
