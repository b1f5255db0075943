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

  it('is kept in the cookie too, which wins over local storage and is written only when it differs', () => {
    const local = storage();
    const written: string[] = [];
    let jar: string | undefined;
    const cookie = {
      get: () => jar,
      set: (value: string) => {
        written.push(value);
        jar = value;
      },
    };
    expect(deviceId(local, () => 'new', cookie)).toBe('new');
    expect(deviceId(local, () => 'other', cookie)).toBe('new');
    expect(written).toEqual(['new']);
    // Local storage cleared: the cookie brings the id back.
    local.data.clear();
    expect(deviceId(local, () => 'other', cookie)).toBe('new');
    expect(local.data.get('deviceId')).toBe('new');
    // An id in local storage from before the cookie existed is the one the cookie keeps.
    const older = storage();
    older.data.set('deviceId', 'kept-id');
    jar = undefined;
    expect(deviceId(older, () => 'other', cookie)).toBe('kept-id');
    expect(written).toEqual(['new', 'kept-id']);
  });
});
