import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.js';

/** Signs the page in as the run's admin, on the console's Catalogue screen. */
export const signIn = async (page: Page): Promise<void> => {
  await page.goto('/admin/catalogue');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Catalogue' })).toBeVisible();
};

/** Adds a facility to the Bio Lab from the console; its id, as GET /api/catalog lists it. */
export const addFacility = async (page: Page, name: string): Promise<string> => {
  const form = page.getByRole('form', { name: 'Add a facility' });
  await form.getByLabel('Lab').selectOption('BioLab');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel(/^Category/).selectOption('lab-instrument');
  await form.getByLabel('Specs (one per line)').fill('UV-Vis, 1 µl sample');
  await form.getByRole('button', { name: 'Add the facility' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Added: ${name}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bio Lab' })).toContainText(name);
  const catalog = (await (await page.request.get('/api/catalog')).json()) as { labs: Array<{ id: string; facilities: Array<{ id: string; name: string }> }> };
  const found = catalog.labs.find((l) => l.id === 'BioLab')?.facilities.find((f) => f.name === name);
  expect(found?.id).toMatch(/^added-/);
  return found!.id;
};
