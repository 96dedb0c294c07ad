// Lighthouse on the built site, served by the real backend: mobile emulation (Lighthouse's
// default), median of 3 runs per page, on the six pages issue 30 names. Targets on every page:
// performance >= 95, accessibility, best practices and SEO 100. Too slow for `npm test`.
//
//   npm run build && node e2e/bench/lighthouse.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, root, startBackend, writeResult } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/booking,/about,/laboratory/fab-lab,/incubation,/startups').split(',');
const chrome = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const backend = await startBackend();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'centre-lighthouse-'));
const pages = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const out = path.join(scratch, `report-${i}.json`);
      execFileSync(
        process.execPath,
        [
          path.join(root, 'node_modules/lighthouse/cli/index.js'),
          `${backend.url}${page}`,
          `--only-categories=${CATEGORIES.join(',')}`,
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        ],
        { env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const report = JSON.parse(readFileSync(out, 'utf8'));
      runs.push({
        ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(report.categories[c].score * 100)])),
        lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
        cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    }
    const medians = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
    pages.push({ page, runs, median: medians });
    console.log(`lighthouse ${page}: ${JSON.stringify(medians)}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
  await backend.stop();
}

const target = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const result = {
  description: 'Lighthouse (mobile emulation, simulated throttling) on pages served by backend/dist/main.js',
  lighthouse: JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
  settings: { runs: RUNS, pages: PAGES, chrome: chrome ?? "Playwright's" },
  pages,
  target,
  meetsTargets: pages.length > 0 && pages.every((p) => Object.entries(target).every(([k, v]) => p.median[k] >= v)),
  missed: pages.flatMap((p) => Object.entries(target).filter(([k, v]) => p.median[k] < v).map(([k, v]) => `${p.page} ${k} ${p.median[k]} < ${v}`)),
};
console.log(`→ ${writeResult('lighthouse', result)}`);
