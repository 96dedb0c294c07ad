import { expect, test } from '@playwright/test';
import { addFacility, signIn } from './support/catalogue.js';
import { mailMatching } from './support/outbox.js';

// 28.2 (the current catalogue reaches every screen and mail): an admin adds a facility → the
// grid shows its row by name, the console's pickers offer it, the form offers it and names it in
// a live conflict, and a booking of it mails its name; retired, it leaves the grid.
const weekdayAhead = (days: number): string => {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};
const DATE = weekdayAhead(12 + Math.floor(Math.random() * 20));
const SLOT = '3:00 PM - 4:00 PM';

test('28.2 an added facility reaches the grid, the console, the form and the mails; retired, it leaves the grid', async ({ page, browser }) => {
  const name = `Qubit Flex ${Date.now()}`;
  const booker = `reach.${Date.now()}@example.com`;
  await signIn(page);
  const id = await addFacility(page, name);

  // The grid lists it by its name, with its next free slot.
  const visitor = await browser.newContext();
  const grid = await visitor.newPage();
  await grid.goto(`/availability?lab=BioLab&date=${DATE}`);
  await expect(grid.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
  await expect(grid.getByRole('button', { name: new RegExp(`^${name}, .*3:00`) }).first()).toBeVisible();

  // A console picker offers it: the outage form's facilities for its lab.
  await page.goto('/admin/operations');
  const outage = page.getByRole('form', { name: 'Declare an outage' });
  await outage.getByLabel('Lab').selectOption('BioLab');
  await expect(outage.getByLabel('Facility').getByRole('option', { name })).toHaveCount(1);

  // Booked: the booker's mail names it.
  const booked = await visitor.request.post('/api/bookings', {
    data: {
      timestamp: new Date().toISOString(),
      userType: 'Student',
      lab: 'BioLab',
      date: DATE,
      timeSlots: [SLOT],
      machines: [{ id, name }],
      name: 'Reach Journey',
      contactNumber: '9876543210',
      email: booker,
      institute: 'College of Engineering',
    },
  });
  expect(booked.status()).toBe(201);
  const mail = await mailMatching(/Please confirm your booking request/, booker);
  expect(mail).toContain(name);
  expect(mail).not.toContain(id);

  // The form offers it, and the live conflict names it, not its id.
  const form = await visitor.newPage();
  await form.goto('/booking');
  await form.getByLabel('Lab', { exact: true }).selectOption('BioLab');
  await form.getByLabel('Date').fill(DATE);
  await form.getByRole('checkbox', { name: SLOT, exact: true }).check();
  await form.getByRole('checkbox', { name }).check();
  await expect(form.getByRole('alert').filter({ hasText: name })).toContainText(`${name}, `);
  await expect(form.getByRole('alert').filter({ hasText: id })).toHaveCount(0);

  // The grid shows the cell taken, live.
  await expect(grid.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();

  // Retired from the console: gone from the grid once it is read again.
  await page.goto('/admin/catalogue');
  const table = page.getByRole('table', { name: 'Bio Lab' });
  await table.getByRole('button', { name: `Retire ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Retire ${name}?` });
  await dialog.getByLabel('Reason (mailed to the bookers)').fill('Moved to another centre');
  await dialog.getByRole('button', { name: 'Yes, retire it' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Retired: ${name}` })).toBeVisible();
  const after = await browser.newContext();
  const again = await after.newPage();
  await again.goto(`/availability?lab=BioLab&date=${DATE}`);
  await expect(again.getByRole('rowheader').first()).toBeVisible();
  await expect(again.getByRole('rowheader', { name: new RegExp(name) })).toHaveCount(0);
  await after.close();
  await visitor.close();
});
