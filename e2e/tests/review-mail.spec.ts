import { REVIEW_MESSAGES } from '@centre/contracts';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { outboxMails } from './support/outbox';

// The reviewer's mail is the way into the review page (DESIGN.md sections 6 and 7): the server
// writes it to DATA_DIR/outbox (no SMTP_URL in this set-up); the test reads it as a reviewer's
// mail client would and follows the link.
const reviewLinkFor = async (bookingId: string): Promise<string> => {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const text of outboxMails(/:reviewer:/)) {
          const found = new RegExp(`https?://\\S*/booking-review\\?id=${bookingId}&token=[A-Za-z0-9_.-]+`).exec(text);
          if (found && text.includes(`To: ${E2E_ADMIN.email}`)) link = found[0];
        }
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return link!;
};

/** The booker's link in the first mail to the booker about this booking. */
const bookerLinkFor = async (bookingId: string): Promise<URL> => {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const text of outboxMails(/:booker$/)) {
          const found = new RegExp(`https?://\\S*/booking/manage\\?id=${bookingId}&token=[A-Za-z0-9_.-]+`).exec(text);
          if (found) link = found[0];
        }
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return new URL(link!);
};

/** A date `days` ahead, moved off a Sunday: the Prayas Shala is closed on Sundays. */
const dayAhead = (days: number): string => {
  const date = new Date(Date.now() + days * 86_400_000);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

test('the review link mailed to a reviewer opens the review page and approves; an altered one is refused', async ({
  page,
  request,
}) => {
  const catalog = (await (await request.get('/api/catalog')).json()) as {
    labs: Array<{ id: string; facilities: Array<{ id: string; name: string; trainingRequired: boolean }> }>;
  };
  // The first the booker may book without a training qualification.
  const facility = catalog.labs.find((lab) => lab.id === 'PrayasShala')!.facilities.find((f) => !f.trainingRequired)!;
  const created = await request.post('/api/bookings', {
    data: {
      userType: 'Startup',
      lab: 'PrayasShala',
      date: dayAhead(33),
      timeSlots: ['4:00 PM - 5:00 PM'],
      machines: [{ id: facility.id, name: facility.name }],
      name: 'Neha Joshi',
      contactNumber: '9988776655',
      email: 'neha@krishi.example',
      startupName: 'Krishi Labs',
    },
  });
  expect(created.status()).toBe(201);
  const { bookingId } = (await created.json()) as { bookingId: string };

  // Reviewers hear of a request once its booker confirms it from their mail.
  const bookerLink = await bookerLinkFor(bookingId);
  await page.goto(`${bookerLink.pathname}${bookerLink.search}`);
  await expect(page.getByText('your request is confirmed', { exact: false })).toBeVisible();

  const link = await reviewLinkFor(bookingId);
  const url = new URL(link);

  // Altered: one character of the signature changed. No booking data, no buttons.
  const token = url.searchParams.get('token')!;
  const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  await page.goto(`${url.pathname}?id=${bookingId}&token=${altered}`);
  await expect(page.getByRole('button', { name: REVIEW_MESSAGES.approve })).toHaveCount(0);
  await expect(page.getByText('Neha Joshi')).toHaveCount(0);

  // As mailed: the booking, and the reviewer's decision goes through.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: REVIEW_MESSAGES.heading })).toBeVisible();
  await expect(page.getByText('Neha Joshi').first()).toBeVisible();
  await page.getByRole('button', { name: REVIEW_MESSAGES.approve }).click();
  await expect(page.getByText(REVIEW_MESSAGES.approved)).toBeVisible();
  await expect(page.getByText('APPROVED', { exact: true })).toBeVisible();

  // …and the booker hears of it: the approval mail is in the outbox too.
  await expect
    .poll(() =>
      outboxMails(/:booker$/).some((text) => text.includes('To: neha@krishi.example') && text.includes('was approved')),
    )
    .toBe(true);
});
