import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.js';
import { mailMatching } from './support/outbox.js';

// 28.3: an admin declares a closure over an approved booking → the reviewers see it under
// "Needs attention" in the bookings list → one keeps it with a note → the badge is gone and
// the audit trail shows both the flag and the keep; the booker's mail is in the outbox.
const dayAhead = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
// A day of its own for this journey (the lab opens every day), inside the booking horizon.
const DATE = dayAhead(40 + Math.floor(Math.random() * 40));
const FACILITY = { id: 'smac-macbook-pro-14-2', name: 'Apple MacBook Pro 14 (Unit 2)' };

test('28.3 a closure over an approved booking: "Needs attention" in the list, kept with a note, both in its history, the booker mailed', async ({ page, request }) => {
  const booker = `flag.${Date.now()}@example.com`;
  const booked = await request.post('/api/bookings', {
    data: {
      timestamp: new Date().toISOString(),
      userType: 'Student',
      lab: 'SmacLab',
      date: DATE,
      timeSlots: ['11:00 AM - 12:00 PM'],
      machines: [FACILITY],
      name: 'Flag Journey',
      contactNumber: '9876543210',
      email: booker,
      institute: 'College of Engineering',
    },
  });
  expect(booked.status()).toBe(201);
  const bookingId = (await booked.json()).bookingId as string;

  // The admin approves it (deciding an unconfirmed request counts as confirmed).
  await page.goto(`/admin/bookings/${bookingId}`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();

  // Then declares a closure of the lab on that day.
  await page.goto('/admin/operations');
  const closure = page.getByRole('form', { name: 'Declare a closure' });
  await closure.getByLabel('Lab').selectOption('SmacLab');
  await closure.getByLabel('First closed day').fill(DATE);
  await closure.getByLabel('Reason (shown to visitors)').fill('Convocation');
  await closure.getByRole('button', { name: 'Declare the closure…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, declare it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Closure declared' })).toBeVisible();

  // The bookings list, narrowed to what needs attention, shows it with its badge.
  await page.goto('/admin?attention=1');
  const table = page.getByRole('table', { name: /Bookings matching the filters/ });
  const row = table.getByRole('row').filter({ hasText: booker });
  await expect(row).toContainText('Needs attention', { timeout: 15_000 });
  await expect(page.getByLabel(/^Needs attention/)).toBeChecked();

  // Its detail says why; the reviewer keeps it with a note.
  await row.getByRole('link', { name: `Open booking of Flag Journey on ${DATE}` }).click();
  await expect(page.getByRole('region', { name: 'Needs attention' })).toContainText('Closure: Convocation');
  await page.getByRole('button', { name: 'Keep booking' }).click();
  const keep = page.getByRole('dialog', { name: 'Keep the booking of Flag Journey?' });
  await keep.getByLabel('Note: why it can go ahead (sent to the booker)').fill('The lab stays open for this session');
  await keep.getByRole('button', { name: 'Yes, keep the booking' }).click();
  await expect(page.getByText('Booking kept. The flag is cleared and the booker is told it stands.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Needs attention' })).toHaveCount(0);
  const trail = page.getByRole('list', { name: 'Audit trail' });
  await expect(trail).toContainText('Flagged: needs attention');
  await expect(trail).toContainText('Convocation');
  await expect(trail).toContainText('Kept by a reviewer (flag cleared)');
  await expect(trail).toContainText('The lab stays open for this session');

  // The list no longer counts it.
  await page.goto('/admin?attention=1');
  await expect(page.getByRole('status').filter({ hasText: 'found needing attention' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: booker })).toHaveCount(0);

  // The booker was told of the closure, and then that the booking stands.
  const told = await mailMatching(/Subject: Your approved booking is affected/, booker);
  expect(told).toContain('The lab will be closed on the day of your booking (Convocation).');
  const kept = await mailMatching(/Subject: Your booking stands/, booker);
  expect(kept).toContain("The lab's note: The lab stays open for this session");
});
