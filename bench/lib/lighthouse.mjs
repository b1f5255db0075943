// Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) in Debian's Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './load.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The flags this machine's Chromium needs (no GPU, no sandbox as root, nothing phoning home); chrome-launcher
// adds its own defaults and a fresh --user-data-dir for every launch.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function auditOnce(url, lhrPath) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // The whole report, to see which scripts and tasks cost the time (bootup-time, long-tasks, ...).
    if (lhrPath) writeFileSync(lhrPath, JSON.stringify(lhr));
    const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      speedIndexMs: numeric('speed-index'),
      // Lighthouse's own reading of how fast this machine was during the run (a busy machine scores low).
      benchmarkIndex: lhr.environment.benchmarkIndex,
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * `runs` Lighthouse runs of `url`, each in a fresh Chromium; the median of every figure. With `lhrDir`, each
 * run's full report is written there as `<name>-<run>.json`.
 */
export async function audit(url, runs, { lhrDir, name = 'page' } = {}) {
  if (lhrDir) mkdirSync(lhrDir, { recursive: true });
  const results = [];
  for (let i = 0; i < runs; i++)
    results.push(await auditOnce(url, lhrDir ? join(lhrDir, `${name}-${i + 1}.json`) : undefined));
  const pick = (key) => median(results.map((r) => r[key]));
  return {
    url,
    runs: results.map(({ warnings, ...figures }) => figures),
    warnings: [...new Set(results.flatMap((r) => r.warnings))],
    median: {
      performance: pick('performance'),
      cls: pick('cls'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      speedIndexMs: pick('speedIndexMs'),
      benchmarkIndex: pick('benchmarkIndex'),
    },
  };
}
