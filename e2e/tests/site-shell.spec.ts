import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { watchProblems } from './support/watch-problems';

const HOME_SECTIONS = [
  'A place to build your startup',
  'We nurture startups from their earliest days',
  'Supported by',
  'Numbers that keep growing',
  'Featured Startups',
  'Testimonials',
  'Explore Facility',
  'Advisory Committee',
];

/** Scrolls to the bottom in steps so lazy images load and count-ups start. */
const scrollThrough = async (page: Page): Promise<void> => {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(60);
  }
};

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
};

test.describe('site shell and home', () => {
  test('home renders its eight sections in order, already in the first HTML', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    for (const name of HOME_SECTIONS) expect(html).toContain(name.replace(/&/g, '&amp;'));

    await page.goto('/');
    await expect(page).toHaveTitle(/A place to build your startup/);
    await expect(page.getByRole('heading', { level: 1, name: 'A place to build your startup' })).toBeVisible();
    const tops: number[] = [];
    for (const name of HOME_SECTIONS) {
      const region = page.getByRole('region', { name, exact: true });
      await expect(region).toHaveCount(1);
      const box = await region.boundingBox();
      tops.push(box?.y ?? -1);
    }
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  });

  test('impact counters count up to their targets once visible', async ({ page }) => {
    await page.goto('/');
    const impact = page.getByRole('region', { name: 'Numbers that keep growing' });
    await impact.scrollIntoViewIfNeeded();
    await expect(impact.getByText('1250+', { exact: true })).toBeVisible({ timeout: 6000 });
    await expect(impact.getByText('400 Cr+', { exact: true }).first()).toBeVisible();
  });

  test('the header opens the Programs panel and the Booking Facility button leads to /booking', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const programs = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Programs' });
    // The page's scripts start after its first paint: a pointer that came to rest before then
    // is moved off and back, as a visitor's would be, until the panel answers.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await programs.hover();
      await expect(programs).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByRole('link', { name: 'Funding Programs' })).toHaveAttribute('href', '/programs/pre-incubation');
    await page.keyboard.press('Escape');
    await expect(programs).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Booking Facility' })).toHaveAttribute('href', '/booking');
  });

  test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
    await page.goto('/no-such-page/anywhere');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText('The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.'),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getUTCFullYear()} `);
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'A place to build your startup' })).toBeVisible();
  });

  test('the mobile menu opens and closes at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Programs' }).click();
    await expect(menu.getByRole('link', { name: 'NIDHI Prayas' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Booking Facility' })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('every page of the shell shows the floating language button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Language: English/ })).toBeVisible();
  });

  test('home loads with no console errors and no failed requests', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('not-found loads with no console errors and no failed requests', async ({ page }) => {
    const problems = watchProblems(page);
    const response = await page.goto('/no-such-page', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    // The page itself answers 404 (no soft 404); nothing else it loads may fail.
    expect(response?.status()).toBe(404);
    const own = (problem: string): boolean =>
      problem.endsWith('/no-such-page') || problem.includes('status of 404 (Not Found)');
    expect(problems.filter((problem) => !own(problem))).toEqual([]);
  });

  test('home has no serious or critical accessibility violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/', { waitUntil: 'networkidle' });
    await scrollThrough(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the open mobile menu and the not-found page have no serious or critical violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/no-such-page', { waitUntil: 'networkidle' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
