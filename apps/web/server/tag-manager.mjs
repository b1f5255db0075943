// @ts-check
// The tag manager (spec part 1 §1: the shell loads a tag-manager script from a third party; ADR 032): its
// container id and the origin its script comes from, read once here for both the Content-Security-Policy
// (security-headers.mjs lets that origin's scripts, images and beacons in) and the page, which loads the script
// only after the visitor's consent (features/consent). Plain JavaScript: the web server imports it before
// Next.js runs. Unset TAG_MANAGER_ID: no tag manager and no policy change.

/** Google Tag Manager's own origin; a server-side tagging deployment serves the same script from its own domain. */
export const DEFAULT_TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;
const ORIGIN = /^https?:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/;

/**
 * TAG_MANAGER_ID (a container id such as GTM-AB12CD) and TAG_MANAGER_ORIGIN (where gtm.js is served; Google's
 * by default). Empty counts as unset; a value that is neither throws, so a bad setting stops the process at start.
 * @param {Record<string, string | undefined>} env
 * @returns {{ containerId: string; origin: string; scriptUrl: string } | null}
 */
export function tagManagerSettings(env) {
  const containerId = (env.TAG_MANAGER_ID ?? '').trim();
  if (containerId === '') return null;
  if (!CONTAINER_ID.test(containerId)) {
    throw new Error(`TAG_MANAGER_ID: "${containerId}" is not a container id such as GTM-AB12CD`);
  }
  const origin =
    (env.TAG_MANAGER_ORIGIN ?? '').trim().toLowerCase().replace(/\/$/, '') || DEFAULT_TAG_MANAGER_ORIGIN;
  if (!ORIGIN.test(origin)) {
    throw new Error(
      `TAG_MANAGER_ORIGIN: "${origin}" is not an origin such as https://www.googletagmanager.com`,
    );
  }
  return { containerId, origin, scriptUrl: `${origin}/gtm.js?id=${encodeURIComponent(containerId)}` };
}
