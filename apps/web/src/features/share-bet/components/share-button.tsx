'use client';

import type { Locale } from '@sportsbook/contracts/locales';
import type { ShareCodeRequest } from '@sportsbook/contracts/share-codes';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSiteSettings } from '@/shared/config/site-settings';
import { reportError } from '@/shared/monitoring/report-error';
import { Button } from '@/shared/ui/button';
import { createShareCode, shareLink } from '../api/share-code-api';
import styles from './share-bet.module.css';
import { ShareDialog } from './share-dialog';

type ShareState =
  | { step: 'idle' }
  | { step: 'creating' }
  | { step: 'shown'; code: string; link: string; copied: boolean }
  | { step: 'failed' };

/**
 * A share button (spec part 2 §3 share code): makes a code for `request()` and shows the link to copy, and the
 * phone's share sheet where the browser has one (`navigator.share`). Nothing while isShareBetOn is off.
 */
export function ShareButton({
  request,
  what,
}: {
  request: () => ShareCodeRequest;
  /** What is shared: the slip, or one placed bet (My bets). */
  what: 'slip' | 'bet';
}) {
  const t = useTranslations('share-bet');
  const locale = useLocale() as Locale;
  const { isShareBetOn } = useSiteSettings();
  const [state, setState] = useState<ShareState>({ step: 'idle' });
  if (!isShareBetOn) return null;

  const share = async () => {
    setState({ step: 'creating' });
    try {
      const { code } = await createShareCode(request());
      setState({ step: 'shown', code, link: shareLink(window.location.origin, locale, code), copied: false });
    } catch (error) {
      reportError('share code not created', error);
      setState({ step: 'failed' });
    }
  };
  const close = () => setState({ step: 'idle' });

  return (
    <>
      <Button
        variant="secondary"
        small
        onClick={share}
        disabled={state.step === 'creating'}
        aria-busy={state.step === 'creating'}
      >
        {state.step === 'creating' ? t('creating') : t(what === 'slip' ? 'share-slip' : 'share-bet')}
      </Button>
      {state.step === 'failed' ? (
        <p role="alert" className={styles.status}>
          {t('failed')}
        </p>
      ) : null}
      {state.step === 'shown' ? (
        <SharedLink {...state} onCopied={() => setState({ ...state, copied: true })} onClose={close} />
      ) : null}
    </>
  );
}

function SharedLink({
  code,
  link,
  copied,
  onCopied,
  onClose,
}: {
  code: string;
  link: string;
  copied: boolean;
  onCopied: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('share-bet');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      onCopied();
    } catch (error) {
      // No clipboard (an insecure origin, a refusal): the link stays selectable in its field.
      reportError('share link not copied', error);
    }
  };
  const nativeShare = async () => {
    try {
      await navigator.share({ title: t('share-title'), url: link });
    } catch {
      // The player closed the share sheet: nothing to do.
    }
  };
  return (
    <ShareDialog title={t('dialog-title')} onClose={onClose}>
      <p className={styles.message}>{t('code-label')}</p>
      <p className={styles.code} data-testid="share-code">
        {code}
      </p>
      <label className={styles.linkField}>
        {t('link-label')}
        <input
          className={styles.linkInput}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <div className={styles.actions}>
        <Button onClick={copy}>{t('copy')}</Button>
        {canShare ? (
          <Button variant="secondary" onClick={nativeShare}>
            {t('native-share')}
          </Button>
        ) : null}
      </div>
      <p className={styles.status} role="status">
        {copied ? t('copied') : ''}
      </p>
    </ShareDialog>
  );
}
