import { BOOKING_MESSAGES, BOOKING_SUBMIT_MESSAGES, thankYouMessage } from '@centre/contracts';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { mailMatching } from './support/outbox';

const LASER = 'Trotec Speedy 360 Laser Cutter';
const refusal = `${LASER}: ${BOOKING_MESSAGES.trainingRequired}`;

/** A lab-day of its own, within the booking horizon, beyond the days the other journeys book. */
const dayAhead = (days: number): string => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const fillBooking = async (page: Page, email: string, date: string) => {
  await page.goto('/booking');
  await page.getByLabel('User Type').selectOption('Student');
  await page.getByLabel('Name', { exact: true }).fill('Kavya Training');
  await page.getByLabel('Contact Number').fill('9876543210');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Institute').selectOption('College of Engineering');
  await page.getByLabel('Lab', { exact: true }).selectOption('FabricationLab');
  await page.getByLabel('Date').fill(date);
  await page.getByRole('checkbox', { name: '2:00 PM - 3:00 PM', exact: true }).check();
  await page.getByRole('checkbox', { name: new RegExp(LASER) }).check();
};

test('28.4 a training-required facility is refused, then accepted once a qualification is granted in the console', async ({ page }) => {
  const email = `kavya.${Date.now()}@example.com`;
  const date = dayAhead(30 + Math.floor(Math.random() * 50));

  // Before a submit the form says the laser cutter needs training and where to get it.
  await fillBooking(page, email, date);
  await expect(page.getByText(`${LASER} needs training`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'How to get trained' })).toHaveAttribute('href', '/training');

  // Without a qualification the request is refused, naming the facility.
  const submit = page.getByRole('button', { name: BOOKING_SUBMIT_MESSAGES.submit });
  await expect(submit).toHaveAttribute('aria-disabled', 'false');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(page).toHaveURL(/\/booking$/);

  // Staff grant the booker a qualification for it in the console.
  await page.goto('/admin/training');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Training' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Grant a qualification' });
  await form.getByLabel('Booker’s email').fill(email);
  await form.getByLabel('Lab').selectOption('FabricationLab');
  await form.getByLabel('Facility (training required)').selectOption({ label: LASER });
  await form.getByLabel('Note (optional, mailed to the booker)').fill('Inducted on the laser cutter');
  await form.getByRole('button', { name: 'Grant qualification' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Granted: ${email} may book the ${LASER}.` })).toBeVisible();
  await page.getByLabel('Booker’s email contains').fill(email);
  const table = page.getByRole('table', { name: 'Current training qualifications' });
  await expect(table.getByRole('rowheader', { name: email })).toBeVisible();
  // Its subject is encoded (it is in Marathi too): the grant is found by its English words in the body.
  const mail = await mailMatching(/Subject: =\?UTF-8\?Q\?You_may_now_book_the_Trotec/, email);
  expect(mail).toContain('The lab team has recorded your training for the Trotec Speedy 360 Laser Cutter');
  expect(mail).toContain('Inducted on the laser cutter');

  // The same request is now accepted.
  await fillBooking(page, email, date);
  await expect(page.getByRole('button', { name: BOOKING_SUBMIT_MESSAGES.submit })).toHaveAttribute('aria-disabled', 'false');
  await page.getByRole('button', { name: BOOKING_SUBMIT_MESSAGES.submit }).click();
  await expect(page).toHaveURL(/\/booking\/thankyou\//);
  await expect(page.getByText(thankYouMessage('Kavya Training'))).toBeVisible();
});
