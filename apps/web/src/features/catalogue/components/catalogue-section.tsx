import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './catalogue.module.css';

/** A titled block of a catalogue page (top events, live, upcoming ...), with an optional "see all" link. */
export function CatalogueSection({
  id,
  title,
  count,
  more,
  children,
}: {
  id: string;
  title: string;
  /** A count beside the title: text in the section's badge, or an element that draws its own (a live count). */
  count?: ReactNode;
  more?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-block={id}>
      <div className={styles.sectionHeader}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
          {typeof count === 'string' ? <span className={styles.count}>{count}</span> : (count ?? null)}
        </h2>
        {more ? (
          <Link prefetch={false} href={more.href} className={styles.seeAll}>
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** What an empty block says. */
export function EmptyState({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>;
}

/** A page title with optional lead-in (the breadcrumb-like sport or category above it). */
export function PageHeading({
  title,
  kicker,
  icon,
  tools,
}: {
  title: string;
  kicker?: ReactNode;
  icon?: ReactNode;
  /** Controls beside the title (the league's favourite star). */
  tools?: ReactNode;
}) {
  const heading = (
    <h1 className={styles.title}>
      {icon}
      {title}
    </h1>
  );
  return (
    <header className={styles.pageHeading}>
      {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
      {tools ? (
        <div className={styles.titleRow}>
          {heading}
          {tools}
        </div>
      ) : (
        heading
      )}
    </header>
  );
}
