'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect } from 'react';
import { pageNameForPath } from '@/shared/routing/page-name';
import type { PageName } from '@/shared/routing/routes';

// Names declared by the page on screen (a 404 or an error boundary), which the path alone cannot know,
// and the name the current path gives. Layout effects run before passive ones, so an override is
// registered before the sync below applies the path's name.
const overrides: PageName[] = [];
let nameFromPath: PageName | undefined;

function apply() {
  const name = overrides.at(-1) ?? nameFromPath;
  if (name) document.body.dataset.page = name;
}

/**
 * Keeps `<body data-page>` right after client-side navigation: the root layout renders it once on the
 * server and does not re-render when the page changes.
 */
export function PageNameSync({ sportKeys }: { sportKeys: readonly string[] }) {
  const pathname = usePathname();
  useEffect(() => {
    nameFromPath = pageNameForPath(pathname, (key) => sportKeys.includes(key));
    apply();
  }, [pathname, sportKeys]);
  return null;
}

/** Declares the page name from inside a page, for pages the path does not identify (404, error). */
export function PageNameOverride({ name }: { name: PageName }) {
  useLayoutEffect(() => {
    overrides.push(name);
    apply();
    return () => {
      const index = overrides.lastIndexOf(name);
      if (index >= 0) overrides.splice(index, 1);
      apply();
    };
  }, [name]);
  return null;
}
