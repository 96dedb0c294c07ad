import { expect, test, type Page } from '@playwright/test';

/**
 * The language button (issue: English and Marathi throughout the site): switching on the
 * home page translates header, body and footer without a reload, survives navigation and a
 * reload of the tab, the booking form's validation speaks Marathi, and switching back restores
 * English. Marathi texts load per page: an English visitor fetches none of them.
 */

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** The Marathi chunks (editions and the i18n engine) the page has fetched so far. */
const watchMarathiChunks = (page: Page): string[] => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/\.mr-[\w-]+\.js$/.test(name) || /^i18n-[\w-]+\.js$/.test(name)) chunks.push(name);
  });
  return chunks;
};

const languageButton = (page: Page) => page.getByRole('button', { name: /^(Language|भाषा):/ });

/** Marks the document: the mark survives anything but a reload. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test('English pages fetch no Marathi at all', async ({ page }) => {
  const chunks = watchMarathiChunks(page);
  await page.goto('/');
  await expect(languageButton(page)).toHaveText('English');
  await page.getByRole('link', { name: 'About us' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
});

test('Marathi on the home page: header, body and footer switch without a reload, both ways', async ({ page }) => {
  const chunks = watchMarathiChunks(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'We nurture startups from their earliest days' })).toBeVisible();
  await markDocument(page);

  await languageButton(page).click();
  await expect(languageButton(page)).toHaveText('मराठी');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'आमच्याविषयी' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'About us' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'We nurture startups from their earliest days' })).toHaveCount(0);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(DEVANAGARI);
  await expect(page.getByRole('contentinfo')).toContainText('सर्व हक्क राखीव');
  expect(await isSameDocument(page)).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('website-language'))).toBe('mr');

  // Only this page's editions came down, each in its own chunk.
  expect(chunks.some((name) => name.startsWith('home.mr-'))).toBe(true);
  expect(chunks.some((name) => name.startsWith('site.mr-'))).toBe(true);
  expect(chunks.some((name) => name.startsWith('about.mr-'))).toBe(false);

  await languageButton(page).click();
  await expect(languageButton(page)).toHaveText('English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'We nurture startups from their earliest days' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'About us' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  expect(await isSameDocument(page)).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('website-language'))).toBe('en');
});

test('Marathi survives navigation and a reload of the tab', async ({ page }) => {
  const chunks = watchMarathiChunks(page);
  await page.goto('/');
  await languageButton(page).click();
  await expect(languageButton(page)).toHaveText('मराठी');

  await page.getByRole('banner').getByRole('link', { name: 'आमच्याविषयी' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
  await expect(languageButton(page)).toHaveText('मराठी');
  expect(chunks.some((name) => name.startsWith('about.mr-'))).toBe(true);

  await page.reload();
  await expect(languageButton(page)).toHaveText('मराठी');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
  await expect(page.getByRole('banner').getByRole('link', { name: 'आमच्याविषयी' })).toBeVisible();

  // A new tab starts in English: the choice belongs to the tab (session storage).
  const other = await page.context().newPage();
  await other.goto('/about');
  await expect(languageButton(other)).toHaveText('English');
  await other.close();
});

test("the booking form's validation messages appear in Marathi", async ({ page }) => {
  await page.goto('/');
  await languageButton(page).click();
  await expect(languageButton(page)).toHaveText('मराठी');
  await page.getByRole('banner').getByRole('link', { name: 'सुविधा बुकिंग' }).first().click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);

  // The submit button is aria-disabled while the form is incomplete, yet a click still tells
  // the visitor what is missing (Playwright's actionability check treats it as disabled).
  await page.locator('form button[type="submit"]').click({ force: true });
  for (const message of MARATHI_REQUIRED_MESSAGES) {
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('Please select a user type')).toHaveCount(0);

  await languageButton(page).click();
  await expect(page.getByText('Please select a user type').first()).toBeVisible();
});

/** What the empty booking form says in Marathi (content/messages.mr.ts). */
const MARATHI_REQUIRED_MESSAGES: readonly string[] = [
  'कृपया वापरकर्त्याचा प्रकार निवडा',
  'कृपया प्रयोगशाळा निवडा',
  'कृपया तारीख निवडा',
  'कृपया किमान एक टाइम स्लॉट निवडा',
];
