import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
// The one rule of what a link that goes nowhere is, shared with the site's own components.
import { hasTarget } from '../../frontend/app/lib/links';

/**
 * Issue 30, as a visitor meets the site: no link without a target, every page reachable from
 * the header or footer, no sideways scroll at any width, a real 404 for an unknown path, the
 * language kept in a new tab.
 */
const buildDir = path.resolve(import.meta.dirname, '../../frontend/build/client');

/** Every prerendered page of the build (the route table's static pages), plus the client-rendered ones a visitor opens. */
const prerendered = (readdirSync(buildDir, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
  .map((file) => `/${file.replace(/(^|\/)index\.html$/, '')}`)
  .filter((route) => route !== '/404')
  .sort();
const CLIENT_PAGES = ['/sign-in', '/appointmentForm'];
const ROUTES = [...prerendered, ...CLIENT_PAGES];
/** Own pages that a visitor reaches from another page rather than from the header or footer. */
const REACHED_FROM_A_PAGE = /^\/projects\//;

const languageButton = (page: Page) => page.getByRole('button', { name: /^(Language|भाषा):/ });

const WIDTHS = [320, 390, 768, 1280, 1920];

const hrefsOn = (page: Page): Promise<string[]> =>
  page.$$eval('a', (anchors) => anchors.map((a) => a.getAttribute('href') ?? '(no href)'));

test('the build holds the pages this test walks', () => {
  expect(prerendered).toContain('/');
  expect(prerendered).toContain('/laboratory/fab-lab');
  expect(prerendered.length).toBeGreaterThan(30);
});

test("every own page is reachable from the header or the footer, the staff sign-in on the site", async ({ page }) => {
  await page.goto('/');
  const shellLinks = new Set(
    await page.$$eval('header a, footer a', (anchors) => anchors.map((a) => new URL(a.getAttribute('href') ?? '', location.href).pathname)),
  );
  const unreachable = ROUTES.filter((route) => !REACHED_FROM_A_PAGE.test(route) && !shellLinks.has(route));
  expect(unreachable).toEqual([]);
  const staff = page.getByRole('navigation', { name: 'Footer: Staff' }).getByRole('link', { name: 'Staff portal login' });
  await expect(staff).toHaveAttribute('href', '/sign-in');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getUTCFullYear()} `);
});

/** The width at which the walk also reads every link (one walk fewer than a test of its own). */
const LINK_WIDTH = 1280;

for (const width of WIDTHS) {
  const alsoLinks = width === LINK_WIDTH;
  const title = alsoLinks
    ? `no route scrolls sideways at ${width} px, nor links (or mails) to a host that does not exist, a test DOI or "#"`
    : `no route scrolls sideways at ${width} px`;
  test(title, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const wide: string[] = [];
    const dead: string[] = [];
    for (const route of ROUTES) {
      await page.goto(route, { waitUntil: 'load' });
      await expect(page.locator('main h1').first()).toBeVisible();
      // What the page fetches and renders after load (the availability grid's cells) counts too:
      // waited for at the narrowest width, where anything too wide shows first.
      if (width === WIDTHS[0]) await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) wide.push(`${route}: ${overflow} px`);
      if (alsoLinks) for (const href of await hrefsOn(page)) if (!hasTarget(href)) dead.push(`${route}: ${href}`);
    }
    expect(wide).toEqual([]);
    expect(dead).toEqual([]);
  });
}

test('an unknown path and an unknown equipment page answer 404 with the not-found page', async ({ page, request }) => {
  for (const url of ['/no-such-page', '/projects/no-such-item', '/laboratory/no-such-lab']) {
    const response = await request.get(url);
    expect([url, response.status()]).toEqual([url, 404]);
    expect(await response.text()).toContain('Page Not Found');
    const shown = await page.goto(url);
    expect(shown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  }
  for (const url of ['/sign-in', '/booking/thankyou/asha', '/admin']) {
    expect([url, (await request.get(url)).status()]).toEqual([url, 200]);
  }
});

test('the language chosen carries into a page the home page opens in a new tab', async ({ page }) => {
  await page.goto('/');
  await languageButton(page).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  const strip = page.locator('section', { has: page.locator('a[target="_blank"][href="/laboratory/fab-lab"]') });
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    strip.locator('a[href="/laboratory/fab-lab"]').first().click(),
  ]);
  await tab.waitForLoadState('load');
  await expect(tab.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(languageButton(tab)).toHaveText('मराठी');
});

test.describe('content at first paint', () => {
  test.use({ javaScriptEnabled: false });

  test("with JavaScript off every prerendered route shows its main heading and first paragraph", async ({ page }) => {
    test.setTimeout(240_000);
    const blank: string[] = [];
    for (const route of prerendered) {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      const main = page.locator('main');
      const heading = main.locator('h1').first();
      const paragraph = main.locator('p').filter({ hasText: /\S/ }).first();
      const readable =
        (await heading.isVisible()) &&
        ((await heading.textContent()) ?? '').trim() !== '' &&
        (await paragraph.isVisible()) &&
        (await main.locator('[aria-busy="true"]').count()) === 0;
      if (!readable) blank.push(route);
    }
    expect(blank).toEqual([]);
  });
});

test('an English page downloads no Devanagari font; a Marathi one does', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/funding-opportunities', { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((url) => /devanagari/i.test(url))).toEqual([]);
  await languageButton(page).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fonts.some((url) => /devanagari/i.test(url))).toBe(true);
});
