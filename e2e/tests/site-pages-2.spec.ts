import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { watchProblems } from './support/watch-problems';

/** The public pages of "Public site II", with a heading each must show. */
const PAGES: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/innovation', heading: 'Where innovation meets possibility!' },
  { path: '/incubation', heading: 'From idea to company, with people who have done it before' },
  { path: '/design', heading: 'Creativity is Intelligence Having Fun' },
  { path: '/design-studio', heading: 'Design Studio' },
  { path: '/community', heading: 'A community that builds together' },
  { path: '/funding-opportunities', heading: 'Current Funding Schemes' },
  { path: '/programs/pre-incubation', heading: 'Pre-Incubation Program' },
  { path: '/programs/funding-program/nidhi-prayas', heading: 'NIDHI PRAYAS' },
  { path: '/programs/funding-program/nidhi-sss', heading: 'NIDHI Seed Support System' },
  { path: '/programs/funding-program/nidhi-eir', heading: 'NIDHI Entrepreneur in Residence' },
  { path: '/programs/funding-program/Msins', heading: 'MSInS Seed Fund' },
  { path: '/programs/funding-program/Sisfs', heading: 'Startup India Seed Fund Scheme' },
  { path: '/programs/siif/2025', heading: 'Sangam Innovation & Impact Festival 2025' },
  { path: '/newsletterq4', heading: 'Highlights from Q4 2024' },
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Scrolls to the bottom in steps so every lazy image is requested. */
const scrollThrough = async (page: Page): Promise<void> => {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 700) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(40);
  }
  await page.waitForLoadState('networkidle');
};

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
};

/** Every same-site link of the page (PDFs included), without fragments or duplicates. */
const localLinks = async (page: Page): Promise<string[]> => {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => (anchor as HTMLAnchorElement).href).filter((href) => href.startsWith(window.location.origin)),
  );
  return [...new Set(hrefs.map((href) => href.split('#')[0] ?? href))];
};

const expectReachable = async (request: APIRequestContext, url: string): Promise<void> => {
  const response = await request.get(url);
  expect(response.status(), url).toBeLessThan(400);
  if (url.endsWith('.pdf')) {
    expect(response.headers()['content-type'], url).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1'), url).toBe('%PDF-');
  }
};

test.describe('public site II pages', () => {
  // Each page test scrolls the whole page, requests every link and runs axe on a shared 2-core machine.
  test.describe.configure({ timeout: 150_000 });

  for (const { path, heading } of PAGES) {
    test(`${path} is prerendered`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(heading.replace(/&/g, '&amp;'));
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    });

    for (const viewport of VIEWPORTS) {
      test(`${path} at ${viewport.name} width: no errors, no broken links, no serious axe violations`, async ({ page, request }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const problems = watchProblems(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await scrollThrough(page);
        expect(problems).toEqual([]);

        const links = await localLinks(page);
        for (const url of links) await expectReachable(request, url);

        // Take the scan with motion stopped so carousels do not change under it.
        for (const pause of await page.getByRole('button', { name: /^Pause / }).all()) if (await pause.isVisible()) await pause.click();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('every PDF the pages offer downloads a real document', async ({ page, request }) => {
    const pdfs = new Set<string>();
    for (const { path } of PAGES) {
      await page.goto(path);
      for (const href of await page.locator('a[href$=".pdf"]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href)))
        pdfs.add(href);
    }
    expect(pdfs.size).toBeGreaterThanOrEqual(8);
    for (const url of pdfs) await expectReachable(request, url);
  });

  test('innovation projects: search on description, 4 per page, previous/next disabled at the ends', async ({ page }) => {
    await page.goto('/innovation');
    const list = page.getByRole('list', { name: 'Innovation projects' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    const previous = page.getByRole('navigation', { name: 'Innovation projects pages' }).getByRole('button', { name: /previous/i });
    const next = page.getByRole('navigation', { name: 'Innovation projects pages' }).getByRole('button', { name: /next/i });
    await expect(previous).toBeDisabled();
    for (let i = 0; i < 3; i += 1) await next.click();
    await expect(next).toBeDisabled();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('searchbox', { name: 'Search innovation projects' }).fill('flex sensors');
    await expect(list.getByRole('listitem')).toHaveCount(1);
  });

  test('design studio: clients 6, then 12, then 13 and the button is gone', async ({ page }) => {
    await page.goto('/design-studio');
    const clients = page.getByRole('list', { name: 'Clients' }).getByRole('listitem');
    await expect(clients).toHaveCount(6);
    await page.getByRole('button', { name: 'View More' }).click();
    await expect(clients).toHaveCount(12);
    await page.getByRole('button', { name: 'View More' }).click();
    await expect(clients).toHaveCount(13);
    await expect(page.getByRole('button', { name: 'View More' })).toHaveCount(0);
  });

  test('scheme FAQ keeps a single answer open', async ({ page }) => {
    await page.goto('/programs/funding-program/nidhi-sss');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const buttons = faq.getByRole('button');
    await expect(buttons).toHaveCount(5);
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
    await buttons.nth(1).click();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('festival dot navigation follows the scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/programs/siif/2025');
    const nav = page.getByRole('navigation', { name: 'Festival sections' });
    await expect(nav.getByRole('link')).toHaveCount(8);
    await page.locator('#art-hive').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('art-hive')?.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(nav.getByRole('link', { name: 'Art Hive' })).toHaveAttribute('aria-current', 'location');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(nav.getByRole('link', { name: 'Welcome' })).toHaveAttribute('aria-current', 'location');
  });
});
