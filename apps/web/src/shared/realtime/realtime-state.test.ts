import { describe, expect, it } from 'vitest';
import { realtimeStateAttributes } from './realtime-state';

describe('realtime state attributes', () => {
  it('says subscribed only when connected with every channel subscribed, listing those channels', () => {
    expect(realtimeStateAttributes('connecting', [])).toEqual({ realtime: 'connecting', channels: '' });
    expect(realtimeStateAttributes('connected', [])).toEqual({ realtime: 'subscribed', channels: '' });
    expect(
      realtimeStateAttributes('connected', [
        { channel: 'public:en', state: 'subscribed' },
        { channel: 'match:7', state: 'subscribing' },
      ]),
    ).toEqual({ realtime: 'connecting', channels: 'public:en' });
    expect(
      realtimeStateAttributes('connected', [
        { channel: 'public:en', state: 'subscribed' },
        { channel: 'match:7', state: 'subscribed' },
      ]),
    ).toEqual({ realtime: 'subscribed', channels: 'match:7 public:en' });
    expect(
      realtimeStateAttributes('disconnected', [{ channel: 'public:en', state: 'subscribed' }]).realtime,
    ).toBe('connecting');
  });
});
