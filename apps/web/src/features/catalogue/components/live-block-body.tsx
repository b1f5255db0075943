'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useEndedCount } from './live-count';

/**
 * A live block's list that keeps its place: as live matches end and their rows leave, the block keeps the
 * height it had (nothing below it moves under the player's eyes), and once the last one has ended it says
 * so (the block's empty text) in that same space. A new list from the server (a match started) starts over.
 */
export function LiveBlockBody({
  matchIds,
  empty,
  children,
}: {
  matchIds: readonly number[];
  /** What the block says when no match is live. */
  empty: ReactNode;
  children: ReactNode;
}) {
  const allOver = useEndedCount(matchIds) === matchIds.length;
  const box = useRef<HTMLDivElement>(null);
  // The tallest the list has been: the block never shrinks below it while this list is shown.
  const [kept, setKept] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const height = element.getBoundingClientRect().height;
      setKept((tallest) => Math.max(tallest, height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} style={kept > 0 ? { minHeight: kept } : undefined} data-testid="live-block-body">
      {allOver ? empty : children}
    </div>
  );
}
