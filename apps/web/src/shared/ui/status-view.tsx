import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import styles from './status-view.module.css';

export const ERROR_IMAGE = { src: '/images/error.svg', width: 240, height: 180 } as const;

/**
 * A status page (spec part 1 §2 and §8): its canned text as the heading, an optional image and
 * description, and a home button to the locale root. Plain props, so server pages and client error
 * boundaries both render it.
 */
export function StatusView({
  title,
  description,
  image,
  homeHref,
  homeLabel,
  actions,
}: {
  title: string;
  description?: string;
  image?: { alt: string };
  homeHref: string;
  homeLabel: string;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.status}>
      {image ? (
        // A fixed-size vector drawing: no resizing or format negotiation to gain from next/image.
        // biome-ignore lint/performance/noImgElement: see above
        <img
          className={styles.image}
          src={ERROR_IMAGE.src}
          width={ERROR_IMAGE.width}
          height={ERROR_IMAGE.height}
          alt={image.alt}
        />
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
      <div className={styles.actions}>
        <ButtonLink href={homeHref}>{homeLabel}</ButtonLink>
        {actions}
      </div>
    </div>
  );
}
