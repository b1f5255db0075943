import { config } from 'zod/v4/core';

// Runs before any of the app's browser code (Next.js's client instrumentation file). zod probes once whether it
// may compile its object parsers with `new Function`; under the page's Content-Security-Policy (no
// 'unsafe-eval', docs/decisions/026) that probe is refused and reported as a violation. Parsing without the
// compiled parsers is what the browser did anyway after the refusal; saying so up front skips the probe. Only
// zod's small config module is imported here, not its schemas (ADR 018 keeps zod off the start path).
config({ jitless: true });
