import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 30 item 9 (Lighthouse on a slow phone): a prerendered page paints from its HTML, its
 * stylesheet and its font; its scripts (React Router's module graph) start only after that
 * first paint, then hydrate the page as before (frontend/scripts/hydrate-after-first-paint.mjs).
 */
const PAGES = ['/', '/booking', '/about', '/laboratory/fab-lab', '/incubation', '/startups'];

const languageButton = (page: Page) => page.getByRole('button', { name: /^(Language|भाषा):/ });

test.describe('30.9 scripts after the first paint', () => {
  test('no page preloads a module: its one module script is the loader, naming modules that exist', async ({ request }) => {
    for (const route of PAGES) {
      const html = await (await request.get(route)).text();
      expect(html, route).not.toMatch(/rel="modulepreload"/);
      const modules = html.match(/<script\b[^>]*\btype="module"[^>]*>/g) ?? [];
      expect(modules, route).toHaveLength(1);
      const tag = modules[0] ?? '';
      expect(tag, route).toMatch(/\bsrc="\/assets\/after-first-paint-[0-9a-f]+\.js"/);
      expect(tag, route).toMatch(/\bfetchpriority="low"/);
      const boot = /\bdata-boot="([^"]+)"/.exec(tag)?.[1];
      const preloads = (/\bdata-preload="([^"]*)"/.exec(tag)?.[1] ?? '').split(' ').filter(Boolean);
      expect(boot, route).toMatch(/^\/assets\/inline\/[0-9a-f]+\.js$/);
      expect(preloads.length, route).toBeGreaterThan(5);
      for (const file of [boot ?? '', ...preloads]) {
        expect((await request.get(file)).status(), `${route}: ${file}`).toBe(200);
      }
    }
  });

  for (const route of ['/booking', '/laboratory/fab-lab']) {
    test(`${route}: its modules are requested after the first paint, and the page then hydrates`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(route);
      // Hydrated: the language button (a client-side switch) answers.
      await expect(async () => {
        await languageButton(page).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'mr', { timeout: 3000 });
      }).toPass();
      const timing = await page.evaluate(() => {
        // When the frame was rendered (paintTime); startTime is when it reached the screen,
        // which on a busy machine comes later than the task the loader queues after the frame.
        const entry = performance.getEntriesByName('first-paint')[0] as (PerformanceEntry & { paintTime?: number }) | undefined;
        const paint = entry ? (entry.paintTime ?? entry.startTime) : Infinity;
        const modules = performance
          .getEntriesByType('resource')
          .filter((entry) => /^\/assets\/(?!after-first-paint-)[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime);
        return { paint, firstModule: Math.min(...modules), modules: modules.length };
      });
      expect(timing.modules).toBeGreaterThan(5);
      expect(timing.firstModule).toBeGreaterThanOrEqual(timing.paint);
      expect(errors).toEqual([]);
    });
  }
});
