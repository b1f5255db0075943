import Link from 'next/link';
import styles from './catalogue.module.css';

/** `?page=` links for a paged list (spec list parameter `page`), keeping the other parameters. */
export function Pagination({
  page,
  lastPage,
  hrefFor,
  texts,
}: {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
  texts: { label: string; previous: string; next: string; status: string };
}) {
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={texts.label}>
      {page > 1 ? (
        <Link prefetch={false} href={hrefFor(page - 1)} rel="prev" className={styles.pageLink}>
          {texts.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.pageStatus}>{texts.status}</span>
      {page < lastPage ? (
        <Link prefetch={false} href={hrefFor(page + 1)} rel="next" className={styles.pageLink}>
          {texts.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
