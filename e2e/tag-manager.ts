// The tag manager the product runs with under Playwright (playwright.config.ts passes it to the web process): an
// origin of its own that no server answers (port 9, discard). Its script is answered by the tests themselves
// (`answerTagManager`), so no run reaches Google or anything else.

export const E2E_TAG_MANAGER = { containerId: 'GTM-E2ETEST', origin: 'http://tags.localhost:9' } as const;

/** What the page asks for: gtm.js of the container, with whatever query the snippet adds. */
export const TAG_MANAGER_SCRIPT = `${E2E_TAG_MANAGER.origin}/gtm.js?id=${E2E_TAG_MANAGER.containerId}`;
