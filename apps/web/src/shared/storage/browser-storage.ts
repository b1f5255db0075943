import type { LocalStorageKey, SessionStorageKey } from './storage-keys';

// Storage can be missing (server rendering) or refuse access (privacy modes, full quota): reads then answer
// null and writes are dropped, so no feature breaks because a reminder could not be remembered.

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(kind: 'local' | 'session', key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'local' | 'session', key: string, value: string | null): void {
  try {
    const target = storage(kind);
    if (value === null) target?.removeItem(key);
    else target?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value is simply not remembered.
  }
}

export const localStore = {
  get: (key: LocalStorageKey) => read('local', key),
  set: (key: LocalStorageKey, value: string | null) => write('local', key, value),
};

export const sessionStore = {
  get: (key: SessionStorageKey) => read('session', key),
  set: (key: SessionStorageKey, value: string | null) => write('session', key, value),
};

/** Sets a first-party cookie for the whole site. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers we serve
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
