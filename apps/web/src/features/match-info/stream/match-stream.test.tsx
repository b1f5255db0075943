import type { VideoResponse } from '@sportsbook/contracts/match-info';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '@/testing/render';
import { MatchStream } from './match-stream';

const video: VideoResponse = {
  match_id: 7,
  provider: 'demo',
  player: 'demo-canvas',
  url: 'demo-canvas:sr:match:7',
  language_code: 'en',
  title: 'Rovers vs United',
  loop: true,
};

// jsdom draws nothing and captures nothing: a test that plays gives the canvas a context and a stream.
function canvasThatCaptures(play: () => Promise<void>) {
  const stream = { getTracks: () => [{ stop: vi.fn() }] } as unknown as MediaStream;
  const context = new Proxy({}, { get: (target, key) => (key in target ? undefined : vi.fn()) });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  Object.defineProperty(HTMLCanvasElement.prototype, 'captureStream', {
    configurable: true,
    value: vi.fn(() => stream),
  });
  const played = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  return { stream, played };
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'captureStream');
});

describe('MatchStream', () => {
  it('plays the demo stream when Watch is pressed, and stops showing it when pressed again', async () => {
    const { stream, played } = canvasThatCaptures(() => Promise.resolve());
    renderInShell(<MatchStream video={video} />);
    const watch = screen.getByRole('button', { name: 'Watch stream' });
    expect(watch).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByLabelText('Stream of Rovers vs United', { selector: 'video' })).not.toBeVisible();

    await userEvent.click(watch);
    expect(watch).toHaveAttribute('aria-pressed', 'true');
    const player = screen.getByLabelText('Stream of Rovers vs United', {
      selector: 'video',
    }) as HTMLVideoElement;
    expect(player).toBeVisible();
    expect(player.srcObject).toBe(stream);
    expect(played).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(watch);
    expect(watch).toHaveAttribute('aria-pressed', 'false');
    expect(player.srcObject).toBeNull();
  });

  it('says the stream could not be played where the browser cannot capture the canvas', async () => {
    renderInShell(<MatchStream video={video} />);
    await userEvent.click(screen.getByRole('button', { name: 'Watch stream' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The stream could not be played.');
  });

  it('says so too when the video refuses to play', async () => {
    canvasThatCaptures(() => Promise.reject(new Error('NotAllowedError')));
    renderInShell(<MatchStream video={video} />);
    await userEvent.click(screen.getByRole('button', { name: 'Watch stream' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The stream could not be played.');
  });
});
