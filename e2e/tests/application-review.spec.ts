import { APPLICATION_CONSENT_TEXT, APPLICATION_MESSAGES } from '@centre/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.js';
import { mailMatching } from './support/outbox';

// Issue 29's proof: apply with a PDF deck → receipt mail with the reference → three experts
// (one declares a conflict; the quorum is 2 in this set-up, APPLICATION_QUORUM) → an expert
// sees no other score before their own → the admin decides → the status page and the mail.
const pdf = (): Buffer => {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`), { exact: false }).and(page.locator('input, select, textarea'));
const next = (page: Page) => page.getByRole('button', { name: APPLICATION_MESSAGES.next }).click();

const signedIn = async (browser: Browser, email: string, password: string): Promise<Page> => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
  return page;
};

const review = async (page: Page, company: string, score: string, recommendation: string) => {
  await page.getByRole('button', { name: `Review ${company}` }).click();
  for (const label of ['Team', 'Problem', 'Solution', 'Market', 'Traction', 'Fit with the centre']) {
    await page.getByLabel(`${label} (1–5)`).selectOption(score);
  }
  await page.getByLabel(recommendation, { exact: true }).check();
  await page.getByLabel('Comment').fill(`Scored ${score} by this expert`);
  await page.getByRole('button', { name: 'Submit the review' }).click();
  await expect(page.getByText(/^Your review is saved/)).toBeVisible();
};

test('an application goes from the wizard through the panel to the decision, its mails and its status page', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const company = `Krishi Drishti ${Date.now()}`;
  const founderEmail = `founder.${Date.now()}@krishi.example`;

  // The applicant applies with a PDF deck.
  await page.goto('/incubationform');
  await field(page, 'Founder Name').fill('Prakash Patil');
  await field(page, 'Email').fill(founderEmail);
  await field(page, 'Phone Number').fill('+91 98765 43210');
  await next(page);
  await field(page, 'Company Name').fill(company);
  await field(page, 'Industry').selectOption('AgriTech');
  await field(page, 'Company Stage').selectOption('Seed');
  await field(page, 'Company Description').fill('Crop health maps in Marathi for smallholders.');
  await next(page);
  await field(page, 'Pitch Deck').setInputFiles({ name: 'krishi-drishti.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await next(page);
  await field(page, 'Team Size').selectOption('2-5');
  await field(page, 'Team Members').fill('Prakash Patil (CEO), Anjali Deshmukh (CTO)');
  await next(page);
  await field(page, 'Scheme Applied For').selectOption({ label: 'Startup India Seed Fund Scheme' });
  await field(page, 'Funding Needed').selectOption('₹25 lakh – ₹50 lakh');
  await field(page, 'Business Model').fill('A yearly subscription through producer organisations.');
  await next(page);
  await page.getByRole('checkbox', { name: APPLICATION_CONSENT_TEXT.en }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: APPLICATION_MESSAGES.submitted })).toBeVisible();

  // The receipt: a reference and a signed status link.
  const receipt = await mailMatching(/Subject: We received your application \(APP-[0-9A-F]{8}\)/, founderEmail);
  const reference = /APP-[0-9A-F]{8}/.exec(receipt)?.[0] ?? '';
  expect(receipt).toContain(`Your reference is ${reference}`);
  const statusLink = /https?:\/\/\S+\/application-status\?id=[0-9a-f-]+&token=[A-Za-z0-9_-]+/.exec(receipt)?.[0] ?? '';
  expect(statusLink).not.toBe('');

  // The admin adds three experts in the console's users screen.
  const admin = await signedIn(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const experts = [1, 2, 3].map((n) => ({ email: `expert${n}.${stamp}@centre.test`, password: `a-long-expert-password-${n}` }));
  await admin.getByRole('link', { name: 'Users', exact: true }).click();
  for (const expert of experts) {
    await admin.getByLabel('Email', { exact: true }).fill(expert.email);
    await admin.getByLabel('Password (at least 12 characters)').fill(expert.password);
    await admin.getByLabel('Role', { exact: true }).selectOption('expert');
    await admin.getByRole('button', { name: 'Add user' }).click();
    await expect(admin.getByText(`Added ${expert.email} as expert.`)).toBeVisible();
  }

  // The third expert declares a conflict and leaves the quorum.
  const third = await signedIn(browser, experts[2]!.email, experts[2]!.password);
  await third.getByRole('button', { name: `Review ${company}` }).click();
  await third.getByLabel(/A conflict of interest/).fill('I mentor the founders');
  await third.getByRole('button', { name: 'Declare a conflict' }).click();
  await expect(third.getByText('You declared a conflict with this application.')).toBeVisible();

  // The first reviews; the second sees the deck inline and no score before their own.
  const first = await signedIn(browser, experts[0]!.email, experts[0]!.password);
  await review(first, company, '5', 'accept');
  const second = await signedIn(browser, experts[1]!.email, experts[1]!.password);
  await second.getByRole('button', { name: `Review ${company}` }).click();
  await expect(second.getByTitle(`Pitch deck of ${company}`)).toBeVisible();
  await expect(second.getByText('You will see the others’ reviews once yours is in.')).toBeVisible();
  await expect(second.getByText('Scored 5 by this expert')).toHaveCount(0);
  await review(second, company, '3', 'maybe');
  await expect(second.getByText('Scored 5 by this expert')).toBeVisible();

  // The admin sees the quorum met, previews the mail, decides.
  await admin.getByRole('link', { name: 'Applications', exact: true }).click();
  const row = admin.getByRole('row').filter({ hasText: company });
  await expect(row.getByText('2 of 2')).toBeVisible();
  await row.getByRole('button', { name: `Open ${company}` }).click();
  // 29.6: the rupee band, the sector and the scheme as the applicant chose them, and the consent with its time.
  await expect(admin.getByText('₹25 lakh – ₹50 lakh', { exact: true })).toBeVisible();
  await expect(admin.getByText('Startup India Seed Fund Scheme', { exact: true })).toBeVisible();
  await expect(admin.getByText(/^Given .*I agree that/)).toBeVisible();
  await admin.getByLabel('Outcome').selectOption('waitlisted');
  await admin.getByLabel('Reason, for the applicant').fill('Come back once the pilot has run a season');
  await admin.getByRole('button', { name: 'Preview the mail' }).click();
  await expect(admin.getByText(`To ${founderEmail}: The decision on your application (${reference})`)).toBeVisible();
  await admin.getByRole('button', { name: 'Decide and send the mail' }).click();
  await expect(admin.getByText(/Decided waitlisted by/)).toBeVisible();

  // The applicant's status page and the decision mail.
  await page.goto(statusLink.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText('Your application is on our waiting list.')).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  const decision = await mailMatching(/Subject: The decision on your application/, reference);
  expect(decision).toContain("The panel's reason: Come back once the pilot has run a season");
});
