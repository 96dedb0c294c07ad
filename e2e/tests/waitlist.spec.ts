import { AVAILABILITY_MESSAGES, BOOKING_SUBMIT_MESSAGES, WAITLIST_MESSAGES } from '@centre/contracts';
import { expect, test, type Page } from '@playwright/test';
import { linkIn, newestMail as mail } from './support/outbox';

// The waitlist (issue 28 item 6, "Done when"): a cancellation mails the first waiting visitor,
// whose link holds the cells: a third visitor cannot take them meanwhile, and the waiter's
// "Book these slots" makes their booking.
const dayAhead = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const DATE = dayAhead(46);
const SLOT = '5:00 PM - 6:00 PM';
const FACILITY = 'Prusa MK4 3D Printer (Unit 1)';

const fillAs = async (page: Page, name: string, email: string) => {
  await page.goto('/booking');
  await page.getByLabel('User Type').selectOption('Student');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Contact Number').fill('9876501234');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Institute').selectOption('College of Engineering');
  await page.getByLabel('Lab', { exact: true }).selectOption('FabricationLab');
  await page.getByLabel('Date').fill(DATE);
  await page.getByRole('checkbox', { name: SLOT, exact: true }).check();
  await page.getByRole('checkbox', { name: FACILITY }).check();
};

test('28.6 done when: a cancellation mails the first waiting visitor, whose link holds the cells until they book them', async ({ page, browser }) => {
  // Visitor A books the cell and confirms from their mail.
  await fillAs(page, 'Anil Deshmukh', 'anil@example.edu');
  await expect(page.getByText(AVAILABILITY_MESSAGES.available)).toBeVisible();
  await page.getByRole('button', { name: BOOKING_SUBMIT_MESSAGES.submit }).click();
  await expect(page).toHaveURL(/\/booking\/thankyou\//);
  const confirmA = await mail(/:booker$/, /To: anil@example\.edu[\s\S]*Please confirm your booking request/);
  const pageA = linkIn(confirmA, '/booking/manage');
  await page.goto(pageA);
  await expect(page.getByText('Confirmed by you; waiting for the lab to approve it.')).toBeVisible();

  // Visitor B finds it taken: the conflict banner offers the waitlist beside its hint.
  const contextB = await browser.newContext();
  const b = await contextB.newPage();
  await fillAs(b, 'Bhakti Joshi', 'bhakti@example.edu');
  const conflict = b.getByRole('alert').filter({ hasText: AVAILABILITY_MESSAGES.conflict });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: WAITLIST_MESSAGES.join }).click();
  await expect(b.getByText(WAITLIST_MESSAGES.joined)).toBeVisible();
  await mail(/:waiter$/, /To: bhakti@example\.edu[\s\S]*You are on the waitlist/);

  // A cancels from their page: B's offer mail is in the outbox, with the link that holds the cell.
  await page.goto(pageA);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your booking is cancelled.', { exact: false })).toBeVisible();
  const offer = await mail(/:waiter$/, /To: bhakti@example\.edu[\s\S]*The slots you waited for are free/);
  expect(offer).toContain('holding them for you until');
  const waitPage = linkIn(offer, '/booking/waitlist');

  // Meanwhile a third visitor cannot take the offered cell: the form shows it taken, and the
  // server refuses it.
  const contextC = await browser.newContext();
  const c = await contextC.newPage();
  await fillAs(c, 'Chetan Kale', 'chetan@example.edu');
  await expect(c.getByRole('alert').filter({ hasText: AVAILABILITY_MESSAGES.conflict })).toBeVisible();
  const refused = await c.request.post('/api/bookings', {
    data: {
      userType: 'Student',
      lab: 'FabricationLab',
      date: DATE,
      timeSlots: [SLOT],
      machines: [{ id: 'fab-prusa-mk4-1', name: FACILITY }],
      name: 'Chetan Kale',
      contactNumber: '9876501234',
      email: 'chetan@example.edu',
      institute: 'College of Engineering',
      timestamp: new Date().toISOString(),
    },
  });
  expect(refused.status()).toBe(409);
  await contextC.close();

  // B opens the link and books the slots: B's booking exists, in the normal states.
  await b.goto(waitPage);
  await expect(b.getByRole('heading', { level: 1, name: WAITLIST_MESSAGES.pageTitle })).toBeVisible();
  await expect(b.getByText(WAITLIST_MESSAGES.statusOffered, { exact: false })).toBeVisible();
  await b.getByRole('button', { name: WAITLIST_MESSAGES.claim }).click();
  await expect(b.getByText(WAITLIST_MESSAGES.claimed)).toBeVisible();
  await b.getByRole('link', { name: WAITLIST_MESSAGES.openBooking }).click();
  await expect(b.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(b.getByText('Bhakti Joshi')).toBeVisible();
  await mail(/:booker$/, /To: bhakti@example\.edu[\s\S]*Please confirm your booking request/);
  await contextB.close();
});
