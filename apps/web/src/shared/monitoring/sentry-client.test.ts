import { describe, expect, it } from 'vitest';
import { browserOptions } from './sentry-client';

const config = { dsn: 'https://key@errors.example.com/7', environment: 'test', tracesSampleRate: 0 };

describe("the browser SDK's options (spec part 1 §9)", () => {
  it('keeps 100 breadcrumbs and cuts values to 250 characters', () => {
    expect(browserOptions(config)).toMatchObject({
      dsn: config.dsn,
      environment: 'test',
      maxBreadcrumbs: 100,
      maxValueLength: 250,
      tracesSampleRate: 0,
    });
  });

  it('keeps the newest 50 stack frames', () => {
    const stack = [
      'Error: deep',
      ...Array.from(
        { length: 80 },
        (_, i) => `    at level${i} (http://127.0.0.1/_next/static/app.js:${i + 1}:1)`,
      ),
    ].join('\n');
    const { stackParser } = browserOptions(config);
    if (typeof stackParser !== 'function') throw new Error('a stack parser function is expected');
    const frames = stackParser(stack);
    expect(frames).toHaveLength(50);
    // Oldest first: the innermost call (level0) is the last frame.
    expect(frames.at(-1)?.function).toBe('level0');
    expect(frames[0]?.function).toBe('level49');
  });

  it('adds no integration of its own unless page loads are traced', () => {
    const integrations = browserOptions(config).integrations;
    const defaults = [{ name: 'GlobalHandlers' }];
    expect(typeof integrations === 'function' ? integrations(defaults) : integrations).toEqual(defaults);
  });
});
