import { BOOKING_MESSAGES } from '@centre/contracts';
import { expect, test, type Page } from '@playwright/test';

// 30.8: the spec details a rule-by-rule audit found, as a visitor meets them.

/** Every visible leaf text of the page's main, with how often it shows. */
const repeatedTexts = (page: Page) =>
  page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const node of document.querySelectorAll<HTMLElement>('main *')) {
      if (node.children.length > 0 || node.offsetParent === null) continue;
      const text = node.textContent?.trim() ?? '';
      // Required-field stars repeat by design.
      if (text.length > 1) counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    return [...counts].filter(([, n]) => n > 1).map(([text]) => text);
  });

test('30.8 the spec\'s datafeatch route shows the startup records it fetches, not the not-found page', async ({ page }) => {
  const response = await page.goto('/datafeatch');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Startup Portfolio' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Startups' }).getByRole('listitem')).toHaveCount(12);
  await expect(page).toHaveTitle(/^Startup Portfolio \| /);
});

test.describe('30.8 at 390 px a refused form says each thing once', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the booking form', async ({ page }) => {
    await page.goto('/booking');
    await expect(page.getByText(BOOKING_MESSAGES.formIncomplete)).toBeVisible();
    // The button is aria-disabled, not disabled: a press still explains what is missing.
    // Retried until the page has hydrated (its scripts start after the first paint) and the press is heard.
    await expect(async () => {
      await page.getByRole('button', { name: 'Submit Booking' }).click({ force: true });
      await expect(page.getByText(BOOKING_MESSAGES.fixErrors)).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.getByText(BOOKING_MESSAGES.formIncomplete)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(1);
    expect(await repeatedTexts(page)).toEqual([]);
  });

  test('the appointment form', async ({ page }) => {
    await page.goto('/appointmentForm');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(1);
    expect(await repeatedTexts(page)).toEqual([]);
  });
});
