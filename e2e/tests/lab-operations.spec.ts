import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.js';
import { mailMatching } from './support/outbox.js';

// 28.3 done when: an admin declares an outage → a second browser on the booking form for that
// lab and date sees "Under maintenance" without a reload → the affected booker's mail (their
// undecided booking cancelled, with the outage's words) is in the outbox.
const dayAhead = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
// A facility and a day no other journey books (within the booking horizon).
const DATE = dayAhead(10 + Math.floor(Math.random() * 25));
const FACILITY = { id: 'fab-bambu-x1-carbon', name: 'Bambu Lab X1 Carbon 3D Printer' };
const SLOT = '4:00 PM - 5:00 PM';

test('28.3 an admin declares an outage: another browser\'s form shows it live, and the affected booker is mailed', async ({ page, browser, request }) => {
  const booker = `outage.${Date.now()}@example.com`;
  const booked = await request.post('/api/bookings', {
    data: {
      timestamp: new Date().toISOString(),
      userType: 'Student',
      lab: 'FabricationLab',
      date: DATE,
      timeSlots: [SLOT],
      machines: [FACILITY],
      name: 'Outage Journey',
      contactNumber: '9876543210',
      email: booker,
      institute: 'College of Engineering',
    },
  });
  expect(booked.status()).toBe(201);

  // A visitor's form, open on the same lab, date, slot and facility.
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto('/booking');
  await form.getByLabel('Lab', { exact: true }).selectOption('FabricationLab');
  await form.getByLabel('Date').fill(DATE);
  const slot = form.getByRole('checkbox', { name: /^5:00 PM - 6:00 PM/ });
  await slot.check();
  await form.getByRole('checkbox', { name: FACILITY.name }).check();
  await expect(slot.locator('xpath=ancestor::label')).not.toContainText('Under maintenance');

  // The admin declares the outage from the console, after its confirmation.
  await page.goto('/admin/operations');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Operations' })).toBeVisible();
  const outage = page.getByRole('form', { name: 'Declare an outage' });
  await outage.getByLabel('Lab').selectOption('FabricationLab');
  await outage.getByLabel('Facility').selectOption(FACILITY.id);
  await outage.getByLabel('Kind').selectOption('repair');
  await outage.getByLabel('Out of service from').fill(`${DATE}T15:00`);
  await outage.getByLabel('Back in service at').fill(`${DATE}T18:00`);
  await outage.getByLabel('Details (shown to visitors)').fill('belt replaced');
  await outage.getByRole('button', { name: 'Declare the outage…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, declare it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Outage declared' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Outages in force or coming' })).toContainText(FACILITY.name);

  // The visitor's form shows it without a reload: the slot and the facility.
  await expect(slot.locator('xpath=ancestor::label')).toContainText('Under maintenance');
  await expect(form.getByRole('checkbox', { name: FACILITY.name }).locator('xpath=ancestor::label')).toContainText('Under maintenance');

  // The booker's undecided booking inside it is cancelled, and they are told why.
  const mail = await mailMatching(/Subject: Your booking was cancelled/, booker);
  expect(mail).toContain('the lab has had to cancel your booking');
  expect(mail).toContain('repair: belt replaced');
  await visitor.close();
});
