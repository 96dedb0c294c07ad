import { expect, test } from '@playwright/test';
import { addFacility, signIn } from './support/catalogue.js';
import { mailMatching } from './support/outbox.js';

// 28.2 done when: an admin adds a facility → it is in the booking form for its lab and can be
// booked; an admin retires a facility with a future approved booking → the booking is flagged
// to the reviewers and the booker's mail is in the outbox; the retired facility cannot be booked.
// Each journey adds its own facility, so no other journey's facility is ever retired.
const weekdayAhead = (days: number): string => {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};
const DATE = weekdayAhead(12 + Math.floor(Math.random() * 20));
const SLOT = '2:00 PM - 3:00 PM';

const bookingBody = (facility: { id: string; name: string }, email: string) => ({
  timestamp: new Date().toISOString(),
  userType: 'Student',
  lab: 'BioLab',
  date: DATE,
  timeSlots: [SLOT],
  machines: [facility],
  name: 'Catalogue Journey',
  contactNumber: '9876543210',
  email,
  institute: 'College of Engineering',
});

test('28.2 an admin adds a facility: the booking form offers it for its lab, and it can be booked', async ({ page, browser }) => {
  const name = `Nanodrop One ${Date.now()}`;
  await signIn(page);
  const id = await addFacility(page, name);

  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto('/booking');
  await form.getByLabel('Lab', { exact: true }).selectOption('BioLab');
  await form.getByLabel('Date').fill(DATE);
  await expect(form.getByRole('checkbox', { name })).toBeVisible();

  const booked = await visitor.request.post('/api/bookings', { data: bookingBody({ id, name }, `added.${Date.now()}@example.com`) });
  expect(booked.status()).toBe(201);
  await visitor.close();
});

test('28.2 an admin retires a facility with a future approved booking: it is flagged, the booker is mailed, and it cannot be booked', async ({ page, browser }) => {
  const name = `Qubit 4 Fluorometer ${Date.now()}`;
  const booker = `retired.${Date.now()}@example.com`;
  await signIn(page);
  const id = await addFacility(page, name);

  // The booker books it, confirms from their mail, and the admin approves it.
  const visitor = await browser.newContext();
  const booked = await visitor.request.post('/api/bookings', { data: bookingBody({ id, name }, booker) });
  expect(booked.status()).toBe(201);
  const { bookingId } = (await booked.json()) as { bookingId: string };
  const confirmMail = await mailMatching(/Please confirm your booking request/, booker);
  const link = /https?:\/\/\S*\/booking\/manage\?id=[\w-]+&token=[A-Za-z0-9_.-]+/.exec(confirmMail);
  expect(link).not.toBeNull();
  const mine = await visitor.newPage();
  await mine.goto(new URL(link![0]).pathname + new URL(link![0]).search);
  await expect(mine.getByText('your request is confirmed', { exact: false })).toBeVisible();
  const approved = await page.request.post(`/api/bookings/${bookingId}/approve`, { headers: { Origin: new URL(page.url()).origin } });
  expect(approved.status()).toBe(200);

  // The admin retires it, after a confirmation that asks the reason.
  const table = page.getByRole('table', { name: 'Bio Lab' });
  await table.getByRole('button', { name: `Retire ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Retire ${name}?` });
  await dialog.getByLabel('Reason (mailed to the bookers)').fill('Sent back to the maker');
  await dialog.getByRole('button', { name: 'Yes, retire it' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Retired: ${name}` })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Sent back to the maker');

  // Flagged: the reviewers are told of the approved booking, and its booker is mailed.
  const flagged = await mailMatching(/Subject: Approved booking of a retired facility/, bookingId);
  expect(flagged).toContain(name);
  expect(flagged).toContain('retired: Sent back to the maker');
  const told = await mailMatching(/Subject: Your approved booking is affected/, booker);
  expect(told).toContain('has been retired');

  // No longer offered, and refused by name.
  const form = await visitor.newPage();
  await form.goto('/booking');
  await form.getByLabel('Lab', { exact: true }).selectOption('BioLab');
  await expect(form.getByRole('checkbox', { name })).toHaveCount(0);
  const refused = await visitor.request.post('/api/bookings', { data: { ...bookingBody({ id, name }, `late.${Date.now()}@example.com`), timeSlots: ['3:00 PM - 4:00 PM'] } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(`${name}: this facility has been retired and can no longer be booked. Please select another facility.`);
  await visitor.close();
});
