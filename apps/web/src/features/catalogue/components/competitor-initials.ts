/** A short tag for a competitor without a logo: the feed's abbreviation, else the initials of the name. */
export function initials(name: string, abbreviation: string | null): string {
  if (abbreviation?.trim()) return abbreviation.trim().slice(0, 3).toUpperCase();
  const words = name.split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[words.length - 1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase();
}
