import { imageSrcSet } from '@/shared/images/image-loader';
import styles from './competitor-badge.module.css';
import { initials } from './competitor-initials';

const LOGO_SIZE = 24;

/**
 * A competitor's logo through the image proxy (avif, webp, then the original, each at 1x and 2x with its
 * format's quality), or an initials badge when the feed has no logo. Decorative: the name is always beside it.
 */
export function CompetitorBadge({
  name,
  abbreviation,
  logo,
  size = LOGO_SIZE,
}: {
  name: string;
  abbreviation: string | null;
  logo: string | null;
  size?: number;
}) {
  if (!logo) {
    return (
      <span className={styles.initials} style={{ width: size, height: size }} aria-hidden="true">
        {initials(name, abbreviation)}
      </span>
    );
  }
  return (
    <picture className={styles.logo}>
      <source type="image/avif" srcSet={imageSrcSet({ src: logo, width: size, format: 'avif' })} />
      <source type="image/webp" srcSet={imageSrcSet({ src: logo, width: size, format: 'webp' })} />
      <img
        srcSet={imageSrcSet({ src: logo, width: size })}
        width={size}
        height={size}
        alt=""
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
