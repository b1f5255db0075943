import type { ReactNode } from 'react';
import { t } from './i18n';

/**
 * A table wider than a phone scrolls in its own region; the region takes focus so the keyboard can scroll it too
 * (axe's scrollable-region-focusable), and its label names the table (apart from the section the table sits in, which
 * may carry the same title).
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs to take focus to scroll
    <section className="table-wrap" tabIndex={0} aria-label={t('common.tableOf', { name: label })}>
      {children}
    </section>
  );
}

/** A column's heading; a numeric column is right-aligned like its figures. */
export type Column = string | { text: string; numeric: true };

/**
 * A table with its column headings and, when given, a caption only screen readers hear (the heading above says it
 * to everyone else); the rows are the children. A column given as `false` is left out (one the role may not use).
 */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption?: string;
  columns: readonly (Column | false)[];
  children: ReactNode;
}) {
  return (
    <table>
      {caption === undefined ? null : <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => {
            if (column === false) return null;
            const [text, numeric] = typeof column === 'string' ? [column, false] : [column.text, true];
            return (
              <th key={text} scope="col" className={numeric ? 'num' : undefined}>
                {text}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * A list's table in its scrolling region, or the sentence that it has nothing. Until the list has come, nothing, or
 * with `loading` a line saying it is on its way.
 */
export function ListTable({
  label,
  caption,
  columns,
  items,
  loading = false,
  children,
}: {
  label: string;
  caption: string;
  columns: readonly (Column | false)[];
  items: readonly unknown[] | undefined;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {loading && items === undefined ? <p>{t('common.loading')}</p> : null}
      {items?.length === 0 ? <p>{t('payments.empty')}</p> : null}
      {items && items.length > 0 ? (
        <TableWrap label={label}>
          <DataTable caption={caption} columns={columns}>
            {children}
          </DataTable>
        </TableWrap>
      ) : null}
    </>
  );
}
