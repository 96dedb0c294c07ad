import { AVAILABILITY_MESSAGES, BOOKING_SUBMIT_MESSAGES } from '@centre/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { outboxMails } from './support/outbox';

// 27.4: a reviewer given labs is mailed only about those labs' requests, and their queue opens
// on them (the other labs' requests read-only); the admin, who sees every lab, is mailed about
// every request.
const BIO_REVIEWER = { email: 'labs.bio@centre.test', password: 'a-long-bio-reviewer-password' };
const DATE = new Date(Date.now() + 41 * 86_400_000).toISOString().slice(0, 10);

/** The outbox's mails whose key and text match. */
const mails = (key: RegExp, body: RegExp): string[] => outboxMails(key).filter((text) => body.test(text));

const signIn = async (browser: Browser, who: { email: string; password: string }): Promise<Page> => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
};

test("27.4 reviewers given labs: a reviewer of Bio Lab is not mailed about a Fabrication Lab request, the admin is; the reviewer's queue opens on Bio Lab", async ({
  page,
  browser,
}) => {
  // The admin adds a reviewer and gives them Bio Lab on the users screen.
  const admin = await signIn(browser, E2E_ADMIN);
  await admin.getByRole('link', { name: 'Users' }).click();
  const form = admin.getByRole('form', { name: 'Add a user' });
  await form.getByLabel('Email').fill(BIO_REVIEWER.email);
  await form.getByLabel('Password (at least 12 characters)').fill(BIO_REVIEWER.password);
  await form.getByLabel('Role').selectOption('reviewer');
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(admin.getByText(`Added ${BIO_REVIEWER.email} as reviewer.`)).toBeVisible();
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: BIO_REVIEWER.email }) });
  await row.getByText('Every lab', { exact: true }).click();
  await row.getByRole('checkbox', { name: 'Bio Lab' }).check();
  await expect(row.locator('summary')).toHaveText('Bio Lab');
  await expect(row).toContainText(`by ${E2E_ADMIN.email}`);

  // A visitor books the Fabrication Lab and confirms from their mail.
  await page.goto('/booking');
  await page.getByLabel('User Type').selectOption('Student');
  await page.getByLabel('Name', { exact: true }).fill('Tanvi Joshi');
  await page.getByLabel('Contact Number').fill('9876505678');
  await page.getByLabel('Email').fill('tanvi@example.edu');
  await page.getByLabel('Institute').selectOption('College of Engineering');
  await page.getByLabel('Lab', { exact: true }).selectOption('FabricationLab');
  await page.getByLabel('Date').fill(DATE);
  await page.getByRole('checkbox', { name: '11:00 AM - 12:00 PM', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Prusa MK4 3D Printer (Unit 1)' }).check();
  await expect(page.getByText(AVAILABILITY_MESSAGES.available)).toBeVisible();
  await page.getByRole('button', { name: BOOKING_SUBMIT_MESSAGES.submit }).click();
  await expect(page).toHaveURL(/\/booking\/thankyou\//);
  let confirmLink: string | undefined;
  await expect
    .poll(() => (confirmLink = /https?:\/\/\S*\/booking\/manage\?id=[\w-]+&token=[A-Za-z0-9_.-]+/.exec(mails(/:booker$/, /To: tanvi@example\.edu/).join('\n'))?.[0]), { timeout: 15_000 })
    .toBeDefined();
  const url = new URL(confirmLink!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText('Confirmed by you; waiting for the lab to approve it.')).toBeVisible();

  // The admin is mailed about it; the Bio Lab reviewer, whose mail would go out with the admin's, is not.
  await expect.poll(() => mails(/:reviewer:admin@centre\.test$/, /Tanvi Joshi/).length, { timeout: 15_000 }).toBe(1);
  expect(mails(/:reviewer:labs\.bio@centre\.test$/, /Tanvi Joshi/)).toEqual([]);

  // The Bio Lab reviewer's queue opens on Bio Lab; every lab shows the request.
  const reviewer = await signIn(browser, BIO_REVIEWER);
  await expect(reviewer.getByRole('heading', { name: /^Waiting for a decision in your labs/ })).toBeVisible();
  await expect(reviewer.getByText('Your labs: Bio Lab.')).toBeVisible();
  const tanvi = reviewer.getByRole('button', { name: `Approve booking of Tanvi Joshi on ${DATE}` });
  await expect(tanvi).toHaveCount(0);
  await reviewer.getByRole('button', { name: 'Show every lab' }).click();
  // Every lab shows the request, read-only: a reviewer given labs decides only theirs (DESIGN 6).
  const item = reviewer.getByRole('listitem').filter({ has: reviewer.getByRole('link', { name: `Open booking of Tanvi Joshi on ${DATE}` }) });
  await expect(item).toContainText('Read-only: Fabrication Lab is not one of your labs. Its reviewers or an admin decide this booking.');
  await expect(tanvi).toHaveCount(0);
});
