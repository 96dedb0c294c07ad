import { BOOKING_MESSAGES } from '@centre/contracts';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.js';

// 28.3: an admin closes a weekday for a lab in the console's Opening hours → a booking form
// already open on that lab and day stops offering its slots without a reload, the availability
// grid shows the day closed, and a request for it is refused with the message. The AR/VR Lab:
// no other journey books it; its hours are set back at the end.
const dayAhead = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const DATE = dayAhead(12 + Math.floor(Math.random() * 20));
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${DATE}T00:00:00Z`).getUTCDay()]!;
const SLOT = '3:00 PM - 4:00 PM';

const setWeekday = async (page: Page, open: boolean) => {
  const card = page.getByRole('form', { name: 'AR/VR Lab' });
  await card.getByRole('checkbox', { name: WEEKDAY }).setChecked(open);
  await card.getByRole('button', { name: /Save/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, set these hours' }).click();
  await expect(card.getByRole('status')).toContainText('opening hours saved');
};

test('28.3 opening hours: an admin closes a weekday, the form and the grid stop offering it, and a request is refused', async ({ page, browser }) => {
  // A visitor's form, open on the lab and day before the change.
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto('/booking');
  await form.getByLabel('Lab', { exact: true }).selectOption('ArVrLab');
  await form.getByLabel('Date').fill(DATE);
  await form.getByLabel('Date').blur();
  await expect(form.getByRole('checkbox', { name: SLOT, exact: true })).toBeVisible();

  await page.goto('/admin/opening-hours');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
  await setWeekday(page, false);

  try {
    // No reload: the day's snapshot brings the lab's new hours.
    await expect(form.getByRole('checkbox', { name: SLOT, exact: true })).toHaveCount(0);
    await expect(form.getByText(BOOKING_MESSAGES.labClosedOnDate).first()).toBeVisible();

    const grid = await visitor.newPage();
    await grid.goto(`/availability?lab=ArVrLab&date=${DATE}`);
    const days = grid.getByRole('navigation', { name: 'Days of the week' }).getByRole('button');
    await expect(days).toHaveCount(7);
    await days.filter({ hasText: WEEKDAY }).first().click();
    await expect(grid.getByRole('table')).toBeVisible();
    await expect(grid.getByRole('table').getByRole('button')).toHaveCount(0);

    const refused = await visitor.request.post('/api/bookings', {
      data: {
        timestamp: new Date().toISOString(),
        userType: 'Student',
        lab: 'ArVrLab',
        date: DATE,
        timeSlots: [SLOT],
        machines: [{ id: 'arvr-hololens-2', name: 'Microsoft HoloLens 2' }],
        name: 'Hours Journey',
        contactNumber: '9876543210',
        email: `hours.${Date.now()}@example.com`,
        institute: 'College of Engineering',
      },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).errors.date).toBe(BOOKING_MESSAGES.labClosedOnDate);
    await visitor.close();
  } finally {
    await setWeekday(page, true);
  }
});
