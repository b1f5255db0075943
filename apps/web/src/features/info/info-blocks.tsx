import { type Locale, localeNames, locales } from '@sportsbook/contracts/locales';
import { formatOdds, ODDS_TYPES, type OddsType, toDecimalString } from '@sportsbook/domain/odds-formats';
import Link from 'next/link';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import styles from './info.module.css';
import { anchorId, type InfoBlock, messageKey } from './outline';

/** A catalogue text below `info.<page>`, with the page's values filled in. */
export type InfoText = (key: string, extra?: Record<string, string>) => string;

export interface BlockContext {
  locale: Locale;
  text: InfoText;
  oddsFormatName: (type: OddsType) => string;
}

/** One block of a section; `path` is the section's (or question's) id path. */
export function InfoBlockView({
  block,
  path,
  context,
}: {
  block: InfoBlock;
  path: readonly string[];
  context: BlockContext;
}) {
  const { text } = context;
  switch (block.kind) {
    case 'text':
      return <p>{text(messageKey(path, block.key))}</p>;
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{text(messageKey(path, `${block.key}.${item}`))}</li>
          ))}
        </ul>
      );
    case 'terms':
      return (
        <dl className={styles.terms}>
          {block.items.map((item) => (
            <div key={item} className={styles.term}>
              <dt>{text(messageKey(path, `${block.key}.${item}.term`))}</dt>
              <dd>{text(messageKey(path, `${block.key}.${item}.text`))}</dd>
            </div>
          ))}
        </dl>
      );
    case 'command':
      return (
        <pre className={styles.command}>
          <code>{block.command}</code>
        </pre>
      );
    case 'link':
      return (
        <p>
          <Link
            prefetch={false}
            className={styles.link}
            href={localePath(context.locale, pages[block.page].path)}
          >
            {text(messageKey(path, block.key))}
          </Link>
        </p>
      );
    case 'question': {
      const inner = [...path, block.id];
      return (
        <details id={anchorId(inner)} className={styles.question}>
          <summary>{text(messageKey(inner, 'question'))}</summary>
          <div className={styles.answer}>
            {block.blocks.map((answer, index) => (
              // Answer blocks never move, so their position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <InfoBlockView key={index} block={answer} path={inner} context={context} />
            ))}
          </div>
        </details>
      );
    }
    case 'odds-formats':
      return <OddsFormatsTable block={block} path={path} context={context} />;
    case 'languages':
      return (
        <ul className={styles.languages}>
          {locales.map((locale) => (
            <li key={locale} lang={locale}>
              {localeNames[locale]}
            </li>
          ))}
        </ul>
      );
  }
}

/** Each odds format with the example prices written in it, from the same formatter the odds buttons use. */
function OddsFormatsTable({
  block,
  path,
  context,
}: {
  block: Extract<InfoBlock, { kind: 'odds-formats' }>;
  path: readonly string[];
  context: BlockContext;
}) {
  const { text } = context;
  return (
    <table className={styles.table}>
      <caption>{text(messageKey(path, `${block.key}.caption`))}</caption>
      <thead>
        <tr>
          <th scope="col">{text(messageKey(path, `${block.key}.format`))}</th>
          {block.examples.map((odds) => (
            <th scope="col" key={odds}>
              {text(messageKey(path, `${block.key}.example`), { odds: toDecimalString(odds) })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ODDS_TYPES.map((type) => (
          <tr key={type}>
            <th scope="row">{context.oddsFormatName(type)}</th>
            {block.examples.map((odds) => (
              <td key={odds}>{formatOdds(odds, type)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
