'use client';

import { useTranslations } from 'next-intl';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClassName } from '@/shared/ui/button-link';
import styles from './feature-boundary.module.css';
import { reportRenderError } from './report-error';

/**
 * A feature area's error boundary (spec part 2 §8: a render failure shows a fallback and is reported): when the
 * area (the bet slip, the modals ...) fails to render, the rest of the page keeps working, the failure is
 * reported and the area offers to try again. Page failures are Next.js's error.tsx; the document's global-error.tsx.
 */
export class FeatureBoundary extends Component<{ area: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportRenderError(error, this.props.area, info.componentStack ?? undefined);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <FeatureFallback area={this.props.area} retry={() => this.setState({ failed: false })} />;
  }
}

function FeatureFallback({ area, retry }: { area: string; retry: () => void }) {
  const t = useTranslations('errors.fallback');
  return (
    <div className={styles.fallback} role="alert" data-failed-area={area}>
      <p className={styles.title}>{t('title')}</p>
      <p>{t('description')}</p>
      <button type="button" className={buttonClassName('secondary')} onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
