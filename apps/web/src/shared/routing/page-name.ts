import { splitLocale } from '@/shared/i18n/locale-path';
import { CUSTOM_PAGES_SEGMENT, type PageName, pages, slugPattern } from './routes';

const nameByPath = new Map<string, PageName>(Object.values(pages).map((page) => [page.path, page.name]));

/**
 * The data-page name for a pathname (with or without its locale prefix). Mirrors the route tree:
 * fixed pages by path, `/pages/{slug}` for custom pages, `/{sport}` and `/{sport}/{slug}` for known sports, anything else is not found.
 * `/{sport}/{slug}` is a league until the catalogue tells categories, leagues and matches apart.
 */
export function pageNameForPath(pathname: string, isSportKey: (key: string) => boolean): PageName {
  const { rest } = splitLocale(pathname);
  const path = rest.replace(/\/+$/, '');
  const fixed = nameByPath.get(path);
  if (fixed) return fixed;
  const segments = path.split('/').slice(1);
  const [sport, slug] = segments;
  // An operator's custom page (features/custom-pages); whether the slug names one is the page's to say.
  if (sport === CUSTOM_PAGES_SEGMENT) {
    return segments.length === 2 && slug !== undefined && slugPattern.test(slug)
      ? 'custom_page'
      : 'not_found';
  }
  if (sport === undefined || !isSportKey(sport)) return 'not_found';
  if (segments.length === 1) return 'sport';
  if (segments.length === 2 && slug !== undefined && slugPattern.test(slug)) return 'league';
  return 'not_found';
}
