import type { StreamLink, VideoResponse } from '@sportsbook/contracts/match-info';

/** What a stream provider is told of a match that has video. */
export interface VideoMatch {
  id: number;
  urnId: string;
  name: string;
}

/**
 * A stream provider (ADR 031): whoever serves a match's video. A real one (a rights holder's CDN) fits behind
 * the same two calls; the module asks the configured provider only for matches the feed marked has_video.
 */
export interface StreamProvider {
  /** The match's stream links, one per language the provider carries. */
  streams(match: VideoMatch): StreamLink[];
  /** How the web plays it. */
  player(match: VideoMatch): VideoResponse;
}

const DEMO_PROVIDER = 'demo';
const DEMO_LANGUAGE = 'en';

/**
 * The built-in provider: a short looping demo the browser draws itself (a canvas captured as a stream), so the
 * sportsbook serves no video file and downloads none. Its URL names the match; the web's player reads it.
 */
export const demoStreamProvider: StreamProvider = {
  streams: (match) => [{ provider: DEMO_PROVIDER, language_code: DEMO_LANGUAGE, url: demoUrl(match) }],
  player: (match) => ({
    match_id: match.id,
    provider: DEMO_PROVIDER,
    player: 'demo-canvas',
    url: demoUrl(match),
    language_code: DEMO_LANGUAGE,
    title: match.name,
    loop: true,
  }),
};

function demoUrl(match: VideoMatch): string {
  return `demo-canvas:${match.urnId}`;
}
