import { expect, test } from '@playwright/test';

test('the backend serves the site and its health on one port', async ({ page, request }) => {
  const live = await request.get('/health/live');
  expect(live.ok()).toBe(true);
  expect(await live.json()).toEqual({ status: 'ok' });

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('body')).not.toBeEmpty();
});

test('an unknown API path answers 404, not the site', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
});
