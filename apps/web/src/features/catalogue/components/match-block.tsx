import type { Locale } from '@sportsbook/contracts/locales';
import { getTranslations } from 'next-intl/server';
import { matchHash } from '@/features/catalogue/lists/list-matches';
import type { ListBlock, ListParams, ListScope } from '@/features/catalogue/lists/list-query';
import { loadBlock } from '@/features/catalogue/server/load-block';
import { CatalogueSection, EmptyState } from './catalogue-section';
import { LiveBlockBody } from './live-block-body';
import { LiveCount } from './live-count';
import { MatchList } from './match-list';
import { Pagination } from './pagination';

export interface MatchBlockProps {
  locale: Locale;
  block: ListBlock;
  params: ListParams;
  scope?: ListScope;
  limit: number;
  timeZone: string;
  now: number;
  /** Section id and heading; defaults to the block's own. */
  id?: string;
  title?: string;
  more?: { href: string; label: string };
  /** What the block says when it has no matches; defaults to the block's own. */
  emptyText?: string;
  /** Page links for the block's `page` parameter; none for blocks that show only their first page. */
  hrefForPage?: (page: number) => string;
}

/** A server-rendered block of matches: heading, the list grouped by tournament (or an empty note), pages. */
export async function MatchBlock(props: MatchBlockProps) {
  const { locale, block, params, scope = {}, limit, timeZone, now } = props;
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  const { matches, pagination } = await loadBlock(locale, block, params, scope, { limit, timeZone, now });
  const id = props.id ?? `block-${block}`;
  return (
    <CatalogueSection
      id={id}
      title={props.title ?? t(`blocks.${block}`)}
      count={
        block === 'live' ? (
          <LiveCount total={pagination.total} matchIds={matches.map((m) => m.id)} />
        ) : undefined
      }
      more={matches.length > 0 ? props.more : undefined}
    >
      {matches.length > 0 && block === 'live' ? (
        // The same list again (a refresh) keeps the kept height; a different one starts over.
        <LiveBlockBody
          key={matches.map((m) => m.id).join(',')}
          matchIds={matches.map((m) => m.id)}
          empty={<EmptyState text={props.emptyText ?? t('empty.live')} />}
        >
          <MatchList
            matches={matches}
            locale={locale}
            timeZone={timeZone}
            now={now}
            live
            hash={matchHash(params.listKey)}
            favouritesOnly={params.listKey === 'favorites'}
          />
        </LiveBlockBody>
      ) : matches.length > 0 ? (
        <MatchList
          matches={matches}
          locale={locale}
          timeZone={timeZone}
          now={now}
          live={block === 'live'}
          hash={matchHash(params.listKey)}
          favouritesOnly={params.listKey === 'favorites'}
        />
      ) : (
        <EmptyState text={props.emptyText ?? t(`empty.${block}`)} />
      )}
      {props.hrefForPage ? (
        <Pagination
          page={pagination.page}
          lastPage={pagination.last_page}
          hrefFor={props.hrefForPage}
          texts={{
            label: t('pagination.label', { title: props.title ?? t(`blocks.${block}`) }),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            status: t('pagination.status', { page: pagination.page, pages: pagination.last_page }),
          }}
        />
      ) : null}
    </CatalogueSection>
  );
}

/** How many matches a block shows; upcoming matches are paged by 20. */
const BLOCK_LIMIT = 30;
const UPCOMING_PAGE = 20;

/**
 * A list page's blocks in order (live, upcoming, outrights): each a MatchBlock, the upcoming one paged through
 * `pageHref`, the others showing their first matches.
 */
export function ListBlocks({
  blocks,
  pageHref,
  ...props
}: Omit<MatchBlockProps, 'block' | 'limit' | 'hrefForPage'> & {
  blocks: readonly ListBlock[];
  pageHref: (page: number) => string;
}) {
  return (
    <>
      {blocks.map((block) => (
        <MatchBlock
          key={block}
          {...props}
          block={block}
          limit={block === 'upcoming' ? UPCOMING_PAGE : BLOCK_LIMIT}
          hrefForPage={block === 'upcoming' ? pageHref : undefined}
        />
      ))}
    </>
  );
}
