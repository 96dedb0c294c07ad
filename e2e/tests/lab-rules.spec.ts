import { BOOKING_MESSAGES, BOOKING_SUBMIT_MESSAGES } from '@centre/contracts';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.js';

// 28.5: an admin lowers a lab's facilities-per-booking limit in the console's Lab rules → the
// booking form is refused with the message. Media Lab: no other journey books two of its
// facilities at once; its limits are set back at the end.
const dayAhead = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const DATE = dayAhead(12 + Math.floor(Math.random() * 20));

const saveFacilityLimit = async (page: Page, value: string) => {
  const card = page.getByRole('form', { name: 'Media Lab' });
  await card.getByLabel('Facilities per booking').fill(value);
  await card.getByRole('button', { name: /Save/ }).click();
  await expect(card.getByRole('status')).toContainText('limits saved');
};

test('28.5 an admin lowers a lab\'s facilities per booking: the booking form is refused with the message', async ({ page, browser }) => {
  await page.goto('/admin/lab-rules');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lab rules' })).toBeVisible();
  await saveFacilityLimit(page, '1');

  try {
    const visitor = await browser.newContext();
    const form = await visitor.newPage();
    await form.goto('/booking');
    await form.getByLabel('User Type').selectOption('Student');
    await form.getByLabel('Name', { exact: true }).fill('Lab Rules Journey');
    await form.getByLabel('Contact Number').fill('9876543210');
    await form.getByLabel('Email').fill(`rules.${Date.now()}@example.com`);
    await form.getByLabel('Institute').selectOption('College of Engineering');
    await form.getByLabel('Lab', { exact: true }).selectOption('MediaLab');
    await form.getByLabel('Date').fill(DATE);
    await form.getByRole('checkbox', { name: '3:00 PM - 4:00 PM', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Sony Alpha 7 IV Camera' }).check();
    await form.getByRole('checkbox', { name: 'Sony FE 24-70mm f/2.8 GM II Lens' }).check();
    await form.getByRole('button', { name: BOOKING_SUBMIT_MESSAGES.submit }).click();
    await expect(form.getByText(BOOKING_MESSAGES.facilitiesTooMany).first()).toBeVisible();
    // Nothing typed is lost: one facility fewer, and it is booked.
    await form.getByRole('checkbox', { name: 'Sony FE 24-70mm f/2.8 GM II Lens' }).uncheck();
    await form.getByRole('button', { name: BOOKING_SUBMIT_MESSAGES.submit }).click();
    await expect(form).toHaveURL(/\/booking\/thankyou\//);
    await visitor.close();
  } finally {
    await saveFacilityLimit(page, '4');
  }
});
