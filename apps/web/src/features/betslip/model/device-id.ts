import { LOCAL_STORAGE_KEYS, type LocalStorageKey } from '@/shared/storage/storage-keys';

export interface LocalStorageLike {
  get(key: LocalStorageKey): string | null;
  set(key: LocalStorageKey, value: string | null): void;
}

/** The browser's device id (spec part 1 §7 local storage key deviceId), made once and kept. */
export function deviceId(storage: LocalStorageLike, make: () => string = () => crypto.randomUUID()): string {
  const existing = storage.get(LOCAL_STORAGE_KEYS.deviceId);
  if (existing && existing.length <= 200) return existing;
  const id = make();
  storage.set(LOCAL_STORAGE_KEYS.deviceId, id);
  return id;
}
