'use client';

import type { VideoResponse } from '@sportsbook/contracts/match-info';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { startDemoStream } from './demo-canvas';
import styles from './match-stream.module.css';

/**
 * The match page's "watch" toggle (ADR 031) for a match with video: pressed, it plays the provider's stream;
 * where it cannot be played it says so. The built-in demo is drawn on a hidden canvas and shown as a video.
 */
export function MatchStream({ video }: { video: VideoResponse }) {
  const t = useTranslations('match-info.stream');
  const [watching, setWatching] = useState(false);
  const [failed, setFailed] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const playerId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    const player = videoRef.current;
    if (!watching || !canvas || !player) return;
    let demo: ReturnType<typeof startDemoStream> | null = null;
    try {
      demo = startDemoStream(canvas, video.title);
      player.srcObject = demo.stream;
      player.play().catch(() => setFailed(true));
    } catch {
      setFailed(true);
    }
    return () => {
      demo?.stop();
      player.srcObject = null;
    };
  }, [watching, video.title]);

  const toggle = () => {
    setFailed(false);
    setWatching((on) => !on);
  };

  return (
    <section className={styles.stream} aria-label={t('title', { match: video.title })}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={watching}
        aria-controls={playerId}
        onClick={toggle}
      >
        {t('watch')}
      </button>
      <div id={playerId} hidden={!watching}>
        {failed ? (
          <p role="alert" className={styles.error}>
            {t('error')}
          </p>
        ) : null}
        <video
          ref={videoRef}
          className={styles.player}
          hidden={failed}
          muted
          playsInline
          loop={video.loop}
          aria-label={t('title', { match: video.title })}
          data-testid="match-stream-video"
        />
        <canvas ref={canvasRef} hidden />
      </div>
    </section>
  );
}
