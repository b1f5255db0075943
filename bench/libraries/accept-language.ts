// Locale negotiation (packages/contracts/src/locales.ts negotiateLocale) against negotiator + @formatjs/
// intl-localematcher (lookup), both already installed through next-intl, on four typical Accept-Language headers.
// Run: npx tsx bench/libraries/accept-language.ts (ADR 024).
import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { defaultLocale, locales, negotiateLocale } from '../../packages/contracts/src/locales';

const headers = [
  'de-AT,de;q=0.9,en;q=0.8',
  'en-US,en;q=0.9',
  'zh-CN,zh;q=0.9,ja;q=0.8,en;q=0.7',
  'pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7',
];
const available = [...locales];
const withLibraries = (header: string) =>
  match(new Negotiator({ headers: { 'accept-language': header } }).languages(), available, defaultLocale, {
    algorithm: 'lookup',
  });

function run(label: string, negotiate: (header: string) => string) {
  const times: number[] = [];
  for (let r = 0; r < 7; r++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < 50_000; i++) negotiate(headers[i & 3] as string);
    times.push(Number(process.hrtime.bigint() - started) / 50_000);
  }
  console.log(`${label.padEnd(40)} ns/op ${times.sort((a, b) => a - b)[3]?.toFixed(0)} (median of 7)`);
}

for (const header of headers) console.log(header, '->', negotiateLocale(header), withLibraries(header));
for (let round = 0; round < 2; round++) {
  run('negotiateLocale (hand-written)', (header) => negotiateLocale(header));
  run('negotiator + intl-localematcher lookup', withLibraries);
}
