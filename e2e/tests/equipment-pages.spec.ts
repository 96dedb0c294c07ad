import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/catalogue.js';
import { watchProblems } from './support/watch-problems';

// 28.2 A facility added in the console has an equipment page at its own URL (with its lab,
// specs, training note and a Book Now that preselects it), its lab's page lists it, the
// appointment form offers it when it is a Fabrication Lab machine; retired, its page stays and
// says it can no longer be booked. Each journey adds its own facility.

interface Added {
  labId: string;
  labTable: string;
  name: string;
  category: string;
  description: string;
  specs: string;
  training: boolean;
}

/** Adds a facility from the console's Catalogue screen; its id, as GET /api/catalog lists it. */
const add = async (page: Page, facility: Added): Promise<string> => {
  const form = page.getByRole('form', { name: 'Add a facility' });
  await form.getByLabel('Lab').selectOption(facility.labId);
  await form.getByLabel('Name').fill(facility.name);
  await form.getByLabel(/^Category/).selectOption(facility.category);
  await form.getByLabel('Description').fill(facility.description);
  await form.getByLabel('Specs (one per line)').fill(facility.specs);
  if (facility.training) await form.getByLabel('Training required').check();
  await form.getByRole('button', { name: 'Add the facility' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Added: ${facility.name}` })).toBeVisible();
  const catalog = (await (await page.request.get('/api/catalog')).json()) as { labs: Array<{ id: string; facilities: Array<{ id: string; name: string }> }> };
  const found = catalog.labs.find((l) => l.id === facility.labId)?.facilities.find((f) => f.name === facility.name);
  expect(found?.id).toMatch(/^added-/);
  return found!.id;
};

const retire = async (page: Page, facility: Added, reason: string): Promise<void> => {
  await page.getByRole('table', { name: facility.labTable }).getByRole('button', { name: `Retire ${facility.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Retire ${facility.name}?` });
  await dialog.getByLabel('Reason (mailed to the bookers)').fill(reason);
  await dialog.getByRole('button', { name: 'Yes, retire it' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Retired: ${facility.name}` })).toBeVisible();
};

const weekdayAhead = (days: number): string => {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

test('28.2 a facility added in the console has its own equipment page, its lab page lists it, and retired its page says so', async ({ page, browser }) => {
  const camera: Added = {
    labId: 'MediaLab',
    labTable: 'Media Lab',
    name: `Blackmagic Pocket 6K ${Date.now()}`,
    category: 'camera',
    description: 'A cinema camera for short films and documentaries.',
    specs: 'Super 35 sensor\nBlackmagic RAW',
    training: true,
  };
  await signIn(page);
  const id = await add(page, camera);

  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  const problems = watchProblems(tab);
  const opened = await tab.goto(`/projects/${id}`);
  expect(opened?.status()).toBe(200);
  await expect(tab.getByRole('heading', { level: 1, name: camera.name })).toBeVisible();
  await expect(tab.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Media Lab' })).toHaveAttribute('href', '/laboratory/media-lab');
  await expect(tab.getByText(camera.description)).toBeVisible();
  await expect(tab.getByText('Super 35 sensor')).toBeVisible();
  await expect(tab.getByText('Blackmagic RAW')).toBeVisible();
  await expect(tab.getByText(/Required: the lab team inducts you/)).toBeVisible();
  await expect(tab.getByRole('link', { name: 'See training programs' })).toHaveAttribute('href', '/training');
  await expect(tab.getByRole('img', { name: camera.name })).toBeVisible();
  // Today's and tomorrow's availability, as on every equipment page.
  await expect(tab.getByRole('heading', { level: 2, name: /availability/i })).toBeVisible();

  // Book Now opens the form on its lab with it chosen.
  await tab.getByRole('link', { name: 'Book Now', exact: true }).click();
  await expect(tab).toHaveURL(new RegExp(`/booking\\?lab=MediaLab&facility=${id}$`));
  await expect(tab.getByLabel(/^Lab/)).toHaveValue('MediaLab');
  await expect(tab.getByRole('checkbox', { name: new RegExp(`^${camera.name}`) })).toBeChecked();

  // Its lab's page lists it among the lab's equipment.
  await tab.goto('/laboratory/media-lab');
  await tab.waitForLoadState('networkidle');
  await tab.getByRole('searchbox', { name: 'Search facilities' }).fill(camera.name);
  await expect(tab.getByRole('link', { name: `Check Details: ${camera.name}` })).toHaveAttribute('href', `/projects/${id}`);
  await expect(tab.getByRole('link', { name: `Book Now: ${camera.name}` })).toHaveAttribute('href', `/booking?lab=MediaLab&facility=${id}`);

  expect(problems.filter((p) => !p.includes('ERR_ABORTED'))).toEqual([]);

  // An id the catalogue never had is a 404 (and so is its page's question to the API).
  expect((await tab.goto('/projects/added-000000000000'))?.status()).toBe(404);
  await expect(tab.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await tab.waitForLoadState('networkidle');
  problems.length = 0;

  // Retired: the page stays, says it can no longer be booked, and offers no Book Now.
  await retire(page, camera, 'Sent back to the maker');
  await expect(async () => {
    expect((await tab.goto(`/projects/${id}`))?.status()).toBe(200);
    await expect(tab.getByText('No longer bookable')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(tab.getByText(/Sent back to the maker/)).toBeVisible();
  await expect(tab.getByRole('link', { name: 'Book Now', exact: true })).toHaveCount(0);
  await expect(tab.getByRole('link', { name: "See the lab's equipment" })).toHaveAttribute('href', '/laboratory/media-lab');
  // Requests the browser dropped as the page moved on are not faults.
  expect(problems.filter((p) => !p.includes('ERR_ABORTED'))).toEqual([]);
  await visitor.close();
});

test('28.2 the appointment form offers a Fabrication Lab machine added in the console, books it, and drops it once retired', async ({ page, browser }) => {
  const printer: Added = {
    labId: 'FabricationLab',
    labTable: 'Fabrication Lab',
    name: `Raise3D Pro3 ${Date.now()}`,
    category: '3d-printer',
    description: 'Dual-extrusion printer.',
    specs: 'Build volume 300 × 300 × 300 mm',
    training: false,
  };
  await signIn(page);
  await add(page, printer);

  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  const catalogueRead = form.waitForResponse((response) => response.url().endsWith('/api/catalog'));
  await form.goto('/appointmentForm');
  await catalogueRead;
  const printers = form.getByRole('group', { name: '3D printer' });
  await expect(printers.getByRole('checkbox', { name: printer.name })).toBeVisible();
  await form.getByLabel('User Type').selectOption('Student');
  await form.getByLabel('Institute').selectOption('College of Engineering');
  await form.getByLabel('Name').fill('Kiran Patil');
  await form.getByLabel('Contact').fill('9988776655');
  await form.getByLabel('Email').fill(`appointment.${Date.now()}@example.com`);
  await form.getByLabel('Date').fill(weekdayAhead(14 + Math.floor(Math.random() * 20)));
  await form.getByLabel('From', { exact: true }).fill('15:00');
  await form.getByLabel('To', { exact: true }).fill('16:00');
  await printers.getByRole('checkbox', { name: printer.name }).check();
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText('Appointment request submitted successfully!')).toBeVisible();

  await retire(page, printer, 'Moved to another campus');
  await expect(async () => {
    await form.goto('/appointmentForm');
    await expect(form.getByRole('checkbox', { name: 'Prusa MK4 3D Printer (Unit 1)' })).toBeVisible({ timeout: 1_000 });
    await expect(form.getByRole('checkbox', { name: printer.name })).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
  await visitor.close();
});
