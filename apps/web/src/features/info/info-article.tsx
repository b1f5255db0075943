import type { Locale } from '@sportsbook/contracts/locales';
import { getTranslations } from 'next-intl/server';
import styles from './info.module.css';
import { type BlockContext, InfoBlockView, type InfoText } from './info-blocks';
import { type FeatureFigures, infoValues } from './info-values';
import {
  anchorId,
  type InfoOutline,
  type InfoSection,
  messageKey,
  type TocEntry,
  tableOfContents,
} from './outline';

/** next-intl's translator called with keys the outline builds (outline.test checks they exist). */
type LooseTranslate = (key: string, values?: Record<string, string>) => string;

const TOC_HEADING_ID = 'info-toc-title';

/**
 * An information page: its heading (`page.<key>.title`), an introduction, a table of contents for the long
 * pages and the outline's sections as h2 (and h3) headed parts. Server-rendered only: its texts never reach
 * the browser's bundle.
 */
export async function InfoArticle({
  outline,
  locale,
  figures,
}: {
  outline: InfoOutline;
  locale: Locale;
  figures: FeatureFigures;
}) {
  const [tInfo, tPage, tOdds] = await Promise.all([
    getTranslations({ locale, namespace: 'info' }),
    getTranslations({ locale, namespace: `page.${outline.page}` }),
    getTranslations({ locale, namespace: 'odds-format' }),
  ]);
  const oddsFormatName = (type: Parameters<typeof tOdds>[0]) => tOdds(type);
  const values = infoValues(locale, oddsFormatName, figures);
  const translate = tInfo as unknown as LooseTranslate;
  const text: InfoText = (key, extra) => translate(`${outline.page}.${key}`, { ...values, ...extra });
  const context: BlockContext = { locale, text, oddsFormatName };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{tPage('title')}</h1>
      <p className={styles.intro}>{text('intro')}</p>
      {outline.toc && (
        <nav className={styles.toc} aria-labelledby={TOC_HEADING_ID}>
          <h2 id={TOC_HEADING_ID} className={styles.tocTitle}>
            {tInfo('toc')}
          </h2>
          <TocList entries={tableOfContents(outline)} text={text} />
        </nav>
      )}
      {outline.sections.map((section) => (
        <SectionView key={section.id} section={section} parent={[]} context={context} />
      ))}
    </div>
  );
}

function TocList({ entries, text }: { entries: readonly TocEntry[]; text: InfoText }) {
  return (
    <ol>
      {entries.map((entry) => (
        <li key={entry.anchor}>
          <a href={`#${entry.anchor}`}>{text(entry.titleKey)}</a>
          {entry.children.length > 0 && <TocList entries={entry.children} text={text} />}
        </li>
      ))}
    </ol>
  );
}

function SectionView({
  section,
  parent,
  context,
}: {
  section: InfoSection;
  parent: readonly string[];
  context: BlockContext;
}) {
  const path = [...parent, section.id];
  // Top-level sections are h2, their subsections h3: the outline never nests deeper.
  const Heading = parent.length === 0 ? 'h2' : 'h3';
  return (
    <section id={anchorId(path)} className={parent.length === 0 ? styles.section : styles.subsection}>
      <Heading className={parent.length === 0 ? styles.heading : styles.subheading}>
        {context.text(messageKey(path, 'title'))}
      </Heading>
      {section.blocks.map((block, index) => (
        // Blocks never move within a section, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <InfoBlockView key={index} block={block} path={path} context={context} />
      ))}
      {section.subsections?.map((sub) => (
        <SectionView key={sub.id} section={sub} parent={path} context={context} />
      ))}
    </section>
  );
}
