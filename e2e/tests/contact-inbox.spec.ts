import { CONTACT_MESSAGES } from '@centre/contracts';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.js';
import { mailMatching } from './support/outbox';

// Issue 29.5's proof: a contact message gets its receipt, is answered from the console's inbox
// (the reply arrives in the outbox), then closed.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`), { exact: false }).and(page.locator('input, select, textarea'));

test('29.5 a contact message answered from the console arrives in the outbox, after its receipt', async ({ page, browser }) => {
  const stamp = Date.now();
  const sender = `asha.${stamp}@example.org`;
  const subject = `Visiting the fab lab ${stamp}`;

  await page.goto('/contact');
  await field(page, 'Name').fill('Asha Patil');
  await field(page, 'Email').fill(sender);
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('Could our class of 30 visit the fab lab next Tuesday?');
  await page.getByRole('button', { name: CONTACT_MESSAGES.send }).click();
  await expect(page.getByRole('status').filter({ hasText: CONTACT_MESSAGES.sent })).toBeVisible();

  const receipt = await mailMatching(new RegExp(`Subject: We received your message: ${subject}`), sender);
  expect(receipt).toContain('Dear Asha Patil,');
  expect(receipt).toContain('> Could our class of 30 visit the fab lab next Tuesday?');

  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/sign-in');
  await admin.getByLabel('Email').fill(E2E_ADMIN.email);
  await admin.getByLabel('Password').fill(E2E_ADMIN.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.getByRole('link', { name: 'Inbox', exact: true }).click();
  const row = admin.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('New')).toBeVisible();
  await row.getByRole('button', { name: `Open the message from Asha Patil: ${subject}` }).click();

  const opened = admin.getByRole('article', { name: subject });
  await expect(opened.getByText('Could our class of 30 visit the fab lab next Tuesday?')).toBeVisible();
  const form = opened.getByRole('form', { name: `Reply by mail to ${sender}` });
  await expect(form.getByLabel('Subject')).toHaveValue(`Re: ${subject}`);
  await form.getByLabel('Your reply').fill('Yes: Tuesday at 10 suits us. Ask for the fab lab at the front desk.');
  await form.getByRole('button', { name: 'Send the reply' }).click();
  await expect(opened.getByRole('region', { name: 'Replies' }).getByText(/Tuesday at 10 suits us/)).toBeVisible();
  await expect(row.getByText('Answered')).toBeVisible();

  const reply = await mailMatching(new RegExp(`Subject: Re: ${subject}`), sender);
  expect(reply).toContain('Yes: Tuesday at 10 suits us.');
  expect(reply).toContain('> Could our class of 30 visit the fab lab next Tuesday?');

  await opened.getByRole('button', { name: 'Close the message' }).click();
  await expect(opened.getByText(/^Closed by admin@centre\.test/)).toBeVisible();
  await expect(row.getByText('Closed')).toBeVisible();
});
