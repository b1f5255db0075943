import { MARKETING_TAGS, type MarketingTags } from '@sportsbook/contracts/platform';

export interface TakenTags {
  tags: MarketingTags;
  /** The path, query and fragment without the tags; equal to the input when there were none. */
  cleanHref: string;
}

const MAX_TAG_LENGTH = 200;

/**
 * Reads the marketing tags (ctag, btag, stag, qtag, gclid; spec part 1 §2, §9) from a URL and removes them,
 * so they are not shared onwards with the link or counted twice. Empty or over-long values are dropped.
 */
export function takeMarketingTags(href: string): TakenTags {
  const url = new URL(href, 'http://localhost');
  const original = `${url.pathname}${url.search}${url.hash}`;
  const tags: MarketingTags = {};
  let found = false;
  for (const tag of MARKETING_TAGS) {
    if (!url.searchParams.has(tag)) continue;
    found = true;
    const value = url.searchParams.get(tag)?.trim() ?? '';
    if (value && value.length <= MAX_TAG_LENGTH) tags[tag] = value;
    url.searchParams.delete(tag);
  }
  return { tags, cleanHref: found ? `${url.pathname}${url.search}${url.hash}` : original };
}

let captured: MarketingTags = {};

/** Keeps the tags of this visit for the sign-up (newer values win); the API keeps stag in its own cookie. */
export function rememberMarketingTags(tags: MarketingTags): void {
  captured = { ...captured, ...tags };
}

export function capturedMarketingTags(): MarketingTags {
  return captured;
}
