// Cumulative layout shift on a throttled phone, measured by Chromium itself (the Layout
// Instability API) on the built site served by the real backend: 390×844 at DPR 3, network
// 1.6 Mbps down / 750 kbps up / 150 ms round trip and a 4× slower CPU (Chrome DevTools Protocol
// emulation through Playwright), median of 3 cold loads per page on the six pages issue 30
// names. Target: CLS < 0.02 on every page.
//
//   npm run build && node e2e/bench/cls.mjs
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { median, startBackend, writeResult } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.CLS_PAGES ?? '/,/booking,/about,/laboratory/fab-lab,/incubation,/startups').split(',');
const TARGET = 0.02;
/** After the load event the page is watched this long for late shifts (fonts, data, images). */
const SETTLE_MS = Number(process.env.CLS_SETTLE_MS ?? 4000);
const THROTTLE = { downloadKbps: 1600, uploadKbps: 750, latencyMs: 150, cpuSlowdown: 4 };
const system = '/usr/bin/chromium';

const backend = await startBackend();
const browser = await chromium.launch({
  executablePath: existsSync(system) ? system : undefined,
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/** One cold load (a new context: no cache, no session storage) under the throttles. */
const measure = async (route) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latencyMs,
    downloadThroughput: (THROTTLE.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLE.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuSlowdown });
  // Registered before any of the page's scripts: every shift from the first paint on is seen.
  await page.addInitScript(() => {
    const seen = [];
    globalThis.__layoutShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        seen.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((s) => {
            const node = s.node;
            if (!node || node.nodeType !== 1) return node?.nodeName ?? '?';
            const id = node.id ? `#${node.id}` : '';
            const cls = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '';
            return `${node.tagName.toLowerCase()}${id}${cls}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${backend.url}${route}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(SETTLE_MS);
  const shifts = await page.evaluate(() => globalThis.__layoutShifts);
  const paint = await page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1));
  await context.close();
  // CLS as Chrome defines it: the largest session window (gaps < 1 s, windows ≤ 5 s).
  let best = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.at - last > 1000 || s.at - start > 5000) {
      current = 0;
      start = s.at;
    }
    current += s.value;
    last = s.at;
    best = Math.max(best, current);
  }
  return { cls: Number(best.toFixed(4)), fcpMs: paint, shifts: shifts.filter((s) => s.value >= 0.001) };
};

const pages = [];
try {
  for (const route of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(route));
    const result = { page: route, runs, median: { cls: median(runs.map((r) => r.cls)), fcpMs: median(runs.map((r) => r.fcpMs)) } };
    pages.push(result);
    console.log(`cls ${route}: ${JSON.stringify(result.median)}${result.median.cls >= TARGET / 4 ? ` ← ${JSON.stringify(runs.map((r) => r.shifts))}` : ''}`);
  }
} finally {
  await browser.close();
  await backend.stop();
}

console.log(
  `→ ${writeResult('cls', {
    description: 'Cumulative layout shift (Layout Instability API, largest session window) on a throttled phone, pages served by backend/dist/main.js',
    settings: { runs: RUNS, pages: PAGES, settleMs: SETTLE_MS, viewport: '390x844@3', throttle: THROTTLE },
    pages,
    target: { cls: TARGET },
    meetsTarget: pages.length > 0 && pages.every((p) => p.median.cls < TARGET),
  })}`,
);
