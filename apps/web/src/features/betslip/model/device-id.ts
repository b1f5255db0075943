import { LOCAL_STORAGE_KEYS, type LocalStorageKey } from '@/shared/storage/storage-keys';

export interface LocalStorageLike {
  get(key: LocalStorageKey): string | null;
  set(key: LocalStorageKey, value: string | null): void;
}

/** The device-id cookie (spec part 1 §9: 7300 days): read, and written with its full lifetime. */
export interface DeviceIdCookieJar {
  get(): string | undefined;
  set(value: string): void;
}

const usable = (id: string | null | undefined): id is string => !!id && id.length <= 200;

/**
 * The browser's device id (spec part 1 §7: local storage key deviceId; §9: cookie deviceId, 7300 days), made
 * once and kept. The cookie wins when both exist (it outlives a cleared local storage); each record missing or
 * different is written, so the cookie is set once and not renewed on every page.
 */
export function deviceId(
  storage: LocalStorageLike,
  make: () => string = () => crypto.randomUUID(),
  cookie?: DeviceIdCookieJar,
): string {
  const fromCookie = cookie?.get();
  const stored = storage.get(LOCAL_STORAGE_KEYS.deviceId);
  const id = usable(fromCookie) ? fromCookie : usable(stored) ? stored : make();
  if (stored !== id) storage.set(LOCAL_STORAGE_KEYS.deviceId, id);
  if (cookie && fromCookie !== id) cookie.set(id);
  return id;
}
