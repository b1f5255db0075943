// `node scripts/audit.mjs`: the dependency audit CI runs (.ci/run). Policy: no advisory of high or critical
// severity in a dependency that ships (`npm audit --omit=dev`), unless audit-allowlist.json accepts it by its
// advisory URL with the reason it does not reach this product and a date to look again. An accepted advisory past
// its date fails again; an accepted advisory npm no longer reports is pointed out for removal.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/paths.mjs';

const FAILING = new Set(['high', 'critical']);
const allowList = JSON.parse(readFileSync(join(root, 'audit-allowlist.json'), 'utf8')).accepted;
const today = new Date().toISOString().slice(0, 10);
const accepted = new Map(
  allowList.filter((entry) => entry.reviewBy >= today).map((entry) => [entry.url, entry]),
);

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no report (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}
const advisories = new Map();
for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
  for (const via of vulnerability.via) {
    if (typeof via === 'object' && FAILING.has(via.severity)) advisories.set(via.url, { name, ...via });
  }
}
const failing = [...advisories.values()].filter((advisory) => !accepted.has(advisory.url));
for (const advisory of advisories.values()) {
  const entry = accepted.get(advisory.url);
  const verdict = entry ? `accepted until ${entry.reviewBy}: ${entry.reason}` : 'NOT ACCEPTED';
  console.log(`${advisory.severity} ${advisory.name}: ${advisory.title} (${advisory.url}) — ${verdict}`);
}
for (const entry of allowList) {
  if (!advisories.has(entry.url))
    console.log(`audit-allowlist.json: ${entry.url} is no longer reported; remove it`);
}
console.log(
  `audit: ${advisories.size} high or critical advisories in shipped dependencies, ${failing.length} not accepted`,
);
process.exit(failing.length === 0 ? 0 : 1);
