import { AVAILABILITY_MESSAGES, BOOKING_SUBMIT_MESSAGES, REVIEW_MESSAGES } from '@centre/contracts';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { linkIn, newestMail as mail } from './support/outbox';

// The life of a booking as its people live it (issue 27): the booker books and confirms from
// their mail, a reviewer approves from theirs, the approval mail carries the calendar entry,
// the booker cancels from their page, and another visitor's form sees the cells free at once.
const dayAhead = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const DATE = dayAhead(40);
const SLOT = '3:00 PM - 4:00 PM';
const FACILITY = 'Prusa MK4 3D Printer (Unit 2)';

const chooseCell = async (page: Page) => {
  await page.getByLabel('Lab', { exact: true }).selectOption('FabricationLab');
  await page.getByLabel('Date').fill(DATE);
  await page.getByRole('checkbox', { name: SLOT, exact: true }).check();
  await page.getByRole('checkbox', { name: FACILITY }).check();
};

test('27 done when: book, confirm from the mail, approved from the queue after a confirmation, with a calendar entry, cancelled by the booker: another form sees the cell free live', async ({
  page,
  browser,
}) => {
  // The booker books through the form.
  await page.goto('/booking');
  await page.getByLabel('User Type').selectOption('Student');
  await page.getByLabel('Name', { exact: true }).fill('Kavya Patil');
  await page.getByLabel('Contact Number').fill('9876501234');
  await page.getByLabel('Email').fill('kavya@example.edu');
  await page.getByLabel('Institute').selectOption('College of Engineering');
  await chooseCell(page);
  await expect(page.getByText(AVAILABILITY_MESSAGES.available)).toBeVisible();
  await page.getByRole('button', { name: BOOKING_SUBMIT_MESSAGES.submit }).click();
  await expect(page).toHaveURL(/\/booking\/thankyou\//);
  // The thank-you page: a request, its reference and its summary, read from the booking.
  await expect(page.getByText(BOOKING_SUBMIT_MESSAGES.mailSent)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your request' })).toContainText(FACILITY);
  await expect(page.getByRole('region', { name: 'Your request' })).toContainText('bk-FabricationLab-');

  // The first mail asks them to confirm; its link opens their page, which confirms.
  const first = await mail(/:booker$/, /To: kavya@example\.edu[\s\S]*Please confirm your booking request/);
  const myPage = linkIn(first, '/booking/manage');
  await page.goto(myPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByText('your request is confirmed', { exact: false })).toBeVisible();
  await expect(page.getByText('Confirmed by you; waiting for the lab to approve it.')).toBeVisible();

  // Another visitor's form, open on the same cell: taken.
  const other = await browser.newContext();
  const watcher = await other.newPage();
  await watcher.goto('/booking');
  await chooseCell(watcher);
  await expect(watcher.getByRole('alert')).toContainText(AVAILABILITY_MESSAGES.conflict);

  // The reviewer (the admin) is mailed now; they approve from the console's queue, after a
  // confirmation step that names the booking.
  await mail(/:reviewer:/, new RegExp(`To: ${E2E_ADMIN.email}[\\s\\S]*Kavya Patil`));
  const staff = await browser.newContext();
  const reviewer = await staff.newPage();
  await reviewer.goto('/admin');
  await reviewer.getByLabel('Email').fill(E2E_ADMIN.email);
  await reviewer.getByLabel('Password').fill(E2E_ADMIN.password);
  await reviewer.getByRole('button', { name: 'Sign in' }).click();
  const queue = reviewer.getByRole('list', { name: 'Bookings waiting for a decision' });
  const approve = queue.getByRole('button', { name: `Approve booking of Kavya Patil on ${DATE}` });
  await expect(approve).toBeVisible();
  await expect(reviewer.getByRole('link', { name: /^Bookings \d+ waiting for a decision$/ })).toBeVisible();
  await approve.click();
  const confirm = reviewer.getByRole('dialog', { name: 'Approve the booking of Kavya Patil?' });
  await expect(confirm).toContainText('Fabrication Lab');
  await confirm.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(reviewer.getByText(`Kavya Patil: ${REVIEW_MESSAGES.approved}`)).toBeVisible();
  await expect(approve).toHaveCount(0);
  await staff.close();

  // The approval mail carries the booking as a calendar REQUEST.
  const approval = await mail(/:booker$/, /To: kavya@example\.edu[\s\S]*was approved/);
  expect(approval).toMatch(/Content-Type: text\/calendar;[^\r\n]*method=REQUEST/i);
  expect(approval).toContain('METHOD:REQUEST');

  // The booker cancels from their page, after a confirmation step.
  await page.goto(myPage);
  await expect(page.getByText('Approved: the lab expects you.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download calendar file (.ics)' })).toBeVisible();
  await page.getByLabel('Reason (optional)').fill('Exam moved');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your booking is cancelled.', { exact: false })).toBeVisible();
  await expect(page.getByText('Cancelled: its time slots are free again.')).toBeVisible();

  // The other form sees the cell free without a reload.
  await expect(watcher.getByText(AVAILABILITY_MESSAGES.available)).toBeVisible();
  await other.close();

  // The cancellation takes the entry out of the calendar.
  const cancellation = await mail(/:booker$/, /To: kavya@example\.edu[\s\S]*was cancelled/);
  expect(cancellation).toContain('METHOD:CANCEL');
});
