import { describe, expect, it } from 'vitest';
import { deviceId } from './device-id';

function storage() {
  const data = new Map<string, string>();
  return {
    data,
    get: (key: string) => data.get(key) ?? null,
    set: (key: string, value: string | null) => {
      if (value === null) data.delete(key);
      else data.set(key, value);
    },
  };
}

describe('device id', () => {
  it('is made once, kept under deviceId and answered again', () => {
    const local = storage();
    let made = 0;
    const make = () => `id-${++made}`;
    expect(deviceId(local, make)).toBe('id-1');
    expect(deviceId(local, make)).toBe('id-1');
    expect(local.data.get('deviceId')).toBe('id-1');
  });
});
