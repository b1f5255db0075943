import { type Locale, locales } from '@sportsbook/contracts/locales';
import { z } from 'zod';
import { CUSTOM_PAGES_SEGMENT, slugPattern } from '@/shared/routing/routes';

/**
 * Custom pages from settings (spec part 1 §2): the operator's own pages (responsible gaming, a promotion's
 * rules, a partner's site), each at `/{locale}/pages/{slug}` and listed in the information menu. A page holds its
 * text per locale (English required, the fallback of every other locale) or links out to a URL. `/pages/` keeps
 * them clear of the `/{sport}` paths a slug could otherwise shadow.
 */
const text = (max: number) => z.string().trim().min(1).max(max);
const perLocale = <T extends z.ZodType>(value: T) =>
  z.partialRecord(z.enum(locales), value).refine((record) => record.en !== undefined, {
    message: 'needs an English (en) entry, the fallback of every other locale',
  });

const customPageSchema = z
  .object({
    slug: z.string().max(64).regex(slugPattern, 'must be lower-case words joined by dashes'),
    title: perLocale(text(80)),
    /** Paragraphs of plain text per locale. */
    paragraphs: perLocale(z.array(text(4000)).min(1).max(50)).optional(),
    /** A page that lives elsewhere: the menu entry and the page link there. */
    url: z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
  })
  .refine((page) => (page.paragraphs === undefined) !== (page.url === undefined), {
    message: 'has either paragraphs or a url',
  });

export type CustomPage = z.infer<typeof customPageSchema>;

const customPagesSchema = z
  .array(customPageSchema)
  .max(20)
  .refine((pages) => new Set(pages.map((p) => p.slug)).size === pages.length, {
    message: 'slugs must differ',
  });

/** Reads CUSTOM_PAGES (a JSON array; unset or empty: none); a bad value stops the process with what is wrong. */
export function parseCustomPages(json: string | undefined): readonly CustomPage[] {
  if (json === undefined || json.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('Invalid CUSTOM_PAGES: not JSON');
  }
  const result = customPagesSchema.safeParse(value);
  if (!result.success) throw new Error(`Invalid CUSTOM_PAGES:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** A page's title and paragraphs in a locale, English where the operator wrote none for it. */
export function customPageText(
  page: CustomPage,
  locale: Locale,
): { title: string; paragraphs: readonly string[] } {
  return {
    title: page.title[locale] ?? page.title.en ?? page.slug,
    paragraphs: page.paragraphs?.[locale] ?? page.paragraphs?.en ?? [],
  };
}

/** The path of a custom page under a locale's prefix. */
export const customPagePath = (slug: string) => `/${CUSTOM_PAGES_SEGMENT}/${slug}`;
