import { reviewSuccessMessage } from '@centre/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.js';

/** A lab-day of its own, far enough ahead that no other journey books it (within the booking horizon). */
const dayAhead = (days: number): string => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const FACILITY = { id: 'fab-prusa-mk4-1', name: 'Prusa MK4 3D Printer (Unit 1)' };

const requestBooking = async (request: APIRequestContext, name: string, date: string): Promise<string> => {
  const response = await request.post('/api/bookings', {
    data: {
      timestamp: new Date().toISOString(),
      userType: 'Student',
      lab: 'FabricationLab',
      date,
      timeSlots: ['10:00 AM - 11:00 AM'],
      machines: [FACILITY],
      name,
      contactNumber: '9876543210',
      email: 'console.journey@example.com',
      institute: 'College of Engineering',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { bookingId: string }).bookingId;
};

/** The grid's cells in a given state (free, pending, approved). */
const cells = (page: Page, state: string) => page.getByRole('table', { name: /Occupancy of Fabrication Lab/ }).locator(`td[data-state="${state}"]`);

test('an admin signs in, finds and approves a booking, reads its audit trail, replays its lab-day and rebuilds a projection', async ({ page, request }) => {
  const name = `Console Journey ${Date.now()}`;
  // Within the 90-day booking horizon, beyond the days the other journeys book.
  const date = dayAhead(40 + Math.floor(Math.random() * 45));
  const bookingId = await requestBooking(request, name, date);

  // The console sends a visitor to the sign-in page and back.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fadmin/);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  // Find the booking by filter: requested, its booker has not confirmed it (a reviewer may still decide).
  await page.getByLabel('Status').selectOption('requested');
  await page.getByLabel('Name, email or booking id').fill(name);
  // The text filter applies after a pause in typing; it is in the address once applied.
  await expect(page).toHaveURL(/[?&]q=Console/);
  const table = page.getByRole('table', { name: /Bookings matching the filters/ });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `Open booking of ${name} on ${date}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${bookingId}$`));
  await expect(page.getByRole('heading', { name: `Booking of ${name}` })).toBeVisible();

  // Approve with notes; the trail lists the request and the approval with actor and notes.
  // A confirmation step names the booking; the notes are written there.
  await page.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: `Approve the booking of ${name}?` });
  await confirm.getByLabel('Admin Notes').fill('Bring your student ID to the lab');
  await confirm.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: reviewSuccessMessage('approve') })).toBeVisible();
  const trail = page.getByRole('list', { name: 'Audit trail' });
  await expect(trail.getByRole('listitem')).toHaveCount(2);
  await expect(trail.getByRole('listitem').nth(0)).toContainText('Booking requested');
  await expect(trail.getByRole('listitem').nth(0)).toContainText('by Visitor (booking form)');
  await expect(trail.getByRole('listitem').nth(1)).toContainText('Booking approved');
  await expect(trail.getByRole('listitem').nth(1)).toContainText(`by ${E2E_ADMIN.email} (admin)`);
  await expect(trail.getByRole('listitem').nth(1)).toContainText('Notes: Bring your student ID to the lab');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Scrub the lab-day's history: the grid changes with each event.
  await page.getByRole('link', { name: "Replay this lab-day's history" }).click();
  await expect(page.getByText('Event 2 of 2: Booking approved')).toBeVisible();
  await expect(cells(page, 'approved')).toHaveCount(1);
  await expect(cells(page, 'pending')).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous event' }).click();
  await expect(page.getByText('Event 1 of 2: Booking requested')).toBeVisible();
  await expect(cells(page, 'pending')).toHaveCount(1);
  await expect(cells(page, 'approved')).toHaveCount(0);
  await page.getByLabel('Event in the history').fill('0');
  await expect(page.getByText('Before the first event: every cell is free.')).toBeVisible();
  await expect(cells(page, 'pending')).toHaveCount(0);
  await page.getByLabel('Event in the history').fill('2');
  await expect(cells(page, 'approved')).toHaveCount(1);

  // Rebuild a projection while the site keeps answering.
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Projections' }).click();
  const rebuild = page.getByRole('button', { name: 'Rebuild booking-lists' });
  await expect(rebuild).toBeEnabled();
  let polling = true;
  const answers: number[] = [];
  const poll = (async () => {
    while (polling) {
      const [home, catalog] = await Promise.all([request.get('/'), request.get('/api/catalog')]);
      answers.push(home.status(), catalog.status());
    }
  })();
  await rebuild.click();
  await expect(page.getByText(/Rebuild completed at/)).toBeVisible();
  polling = false;
  await poll;
  expect(answers.length).toBeGreaterThanOrEqual(2);
  expect(answers.every((status) => status === 200)).toBe(true);

  // The rebuilt list still finds the booking, now approved.
  const listed = await page.request.get(`/api/admin/bookings?q=${encodeURIComponent(bookingId)}`);
  expect(((await listed.json()) as { items: { status: string }[] }).items.map((i) => i.status)).toEqual(['approved']);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await page.request.get('/api/admin/bookings')).status()).toBe(401);
});
