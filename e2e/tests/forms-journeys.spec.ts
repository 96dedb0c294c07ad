import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  APPLICATION_CONSENT_TEXT,
  APPLICATION_MESSAGES,
  CONTACT_MESSAGES,
  PITCH_DECK_MAX_BYTES,
  PORTFOLIO_MESSAGES,
  SHOWCASE_MESSAGES,
  type FetchDataResponse,
} from '@centre/contracts';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.js';

/** The smallest well-formed PDF: one empty page, with a correct cross-reference table. */
const minimalPdf = (): Buffer => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
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

/** What an executable starts with: the server recognises it whatever its name says. */
const executable = (): Buffer => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048, 0)]);

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
};

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`), { exact: false }).and(page.locator('input, select, textarea'));
const next = (page: Page) => page.getByRole('button', { name: APPLICATION_MESSAGES.next }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Steps 1 to 2 of the wizard with valid answers, ending on the Pitch Deck step. */
const fillFirstSteps = async (page: Page, company: string) => {
  await page.goto('/incubationform');
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await field(page, 'Founder Name').fill('Asha Patil');
  await field(page, 'Email').fill('asha.patil@example.com');
  await field(page, 'Phone Number').fill('+91 98765 43210');
  await next(page);
  await expect(stepHeading(page, 'Company Details')).toBeVisible();
  await field(page, 'Company Name').fill(company);
  await field(page, 'Website').fill('https://krishi-sense.example');
  await field(page, 'Industry').selectOption('AgriTech');
  await field(page, 'Company Stage').selectOption('Seed');
  await field(page, 'Company Description').fill('Soil sensors and advice by text message for small farms.');
  await next(page);
  await expect(stepHeading(page, 'Pitch Deck')).toBeVisible();
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
};

const fillLastSteps = async (page: Page) => {
  await next(page);
  await expect(stepHeading(page, 'Team Information')).toBeVisible();
  await field(page, 'Team Size').selectOption('2-5');
  await field(page, 'Team Members').fill('Asha Patil (CEO), Ravi Kumar (CTO)');
  await next(page);
  await expect(stepHeading(page, 'Financial Information')).toBeVisible();
  await field(page, 'Scheme Applied For').selectOption({ label: 'NIDHI PRAYAS' });
  await field(page, 'Funding Needed').selectOption('₹10 lakh – ₹25 lakh');
  await field(page, 'Current Monthly Revenue').selectOption('Under ₹1 lakh');
  await field(page, 'Business Model').fill('Sensor kits sold to farmer groups, with a yearly advice subscription.');
  await next(page);
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  // 29.6: nothing is sent before the applicant agrees to the processing of their data.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText(APPLICATION_MESSAGES.consentRequired)).toBeVisible();
  await page.getByRole('checkbox', { name: APPLICATION_CONSENT_TEXT.en }).check();
};

test.describe('contact, application, portfolio and showcase', () => {
  test('a contact message is sent: success shown, fields cleared', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: CONTACT_MESSAGES.heading })).toBeVisible();
    await field(page, 'Name').fill('Asha Patil');
    await field(page, 'Email').fill('asha.patil@example.com');
    await field(page, 'Subject').fill('Visiting the fab lab');
    await field(page, 'Message').fill('Could our team visit the fab lab next Tuesday?');
    await page.getByRole('button', { name: CONTACT_MESSAGES.send }).click();
    await expect(page.getByRole('status').filter({ hasText: CONTACT_MESSAGES.sent })).toBeVisible();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(field(page, label)).toHaveValue('');
    // The line goes away after 3 seconds.
    await expect(page.getByText(CONTACT_MESSAGES.sent)).toBeHidden({ timeout: 6_000 });
  });

  test('a full application with a real PDF reaches the confirmation and the admin inbox', async ({ page, request }) => {
    const company = `Krishi Sense ${Date.now()}`;
    await fillFirstSteps(page, company);
    const deck = minimalPdf();
    await field(page, 'Pitch Deck').setInputFiles({ name: 'krishi-sense-deck.pdf', mimeType: 'application/pdf', buffer: deck });
    await expect(page.getByText(/Selected: krishi-sense-deck\.pdf/)).toBeVisible();
    await fillLastSteps(page);
    await expect(page.getByText(company)).toBeVisible();
    await expect(page.getByText(/krishi-sense-deck\.pdf/)).toBeVisible();
    for (const chosen of ['AgriTech', 'NIDHI PRAYAS', '₹10 lakh – ₹25 lakh', 'Under ₹1 lakh']) await expect(page.getByText(chosen, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: APPLICATION_MESSAGES.submitted })).toBeVisible();
    await expect(page.getByText(/12 experts/)).toBeVisible();
    await expect(page.getByText(/5 to 7 business days/)).toBeVisible();

    // The admin sees it, and the file is on disk.
    const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
    expect(login.ok()).toBe(true);
    const inbox = await request.get('/api/admin/inbox/applications?pageSize=100');
    expect(inbox.status()).toBe(200);
    const { items } = (await inbox.json()) as { items: Array<{ companyName: string; pitchDeck: { fileId: string; fileName: string } }> };
    const mine = items.find((item) => item.companyName === company);
    expect(mine?.pitchDeck.fileName).toBe('krishi-sense-deck.pdf');
    const stored = path.join(process.env.E2E_DATA_DIR ?? '', 'uploads', mine?.pitchDeck.fileId ?? 'missing');
    expect(existsSync(stored)).toBe(true);
    expect(statSync(stored).size).toBe(deck.length);

    // Submit Another Application starts over.
    await page.getByRole('button', { name: APPLICATION_MESSAGES.submitAnother }).click();
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(field(page, 'Founder Name')).toHaveValue('');
  });

  test('a 12 MB file and an executable are refused with the spec messages', async ({ page }) => {
    await fillFirstSteps(page, 'Refused Decks');
    const deckInput = field(page, 'Pitch Deck');
    await deckInput.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(12 * 1024 * 1024, 0x25) });
    await expect(page.getByText(APPLICATION_MESSAGES.pitchDeckTooLarge)).toBeVisible();
    await deckInput.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: executable() });
    await expect(page.getByText(APPLICATION_MESSAGES.pitchDeckWrongType)).toBeVisible();
    await next(page);
    await expect(page.getByText(APPLICATION_MESSAGES.pitchDeckRequired)).toBeVisible();

    // An executable renamed to .pdf passes the browser's name check; the server reads its bytes.
    await deckInput.setInputFiles({ name: 'renamed.pdf', mimeType: 'application/pdf', buffer: executable() });
    await expect(page.getByText(/Selected: renamed\.pdf/)).toBeVisible();
    await fillLastSteps(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert')).toHaveText(APPLICATION_MESSAGES.pitchDeckWrongType);
    await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  });

  test('the server refuses a pitch deck over 10 MB with its message', async ({ request }) => {
    const response = await request.post('/api/applications', {
      multipart: {
        founderName: 'Asha Patil',
        pitchDeck: { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(PITCH_DECK_MAX_BYTES + 1024, 0x25) },
      },
    });
    expect(response.status()).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(APPLICATION_MESSAGES.pitchDeckTooLarge);
  });

  test('the incubation portfolio searches and pages through the startups', async ({ page, request }) => {
    const { data } = (await (await request.get('/api/fetch-data')).json()) as FetchDataResponse;
    const total = data.records.length;
    const pages = Math.ceil(total / 12);
    const needle = 'farm';
    const matching = data.records.filter(({ fields }) =>
      [fields['Company Name'], fields.Description].some((text) => text?.toLowerCase().includes(needle)),
    ).length;

    await page.goto('/incubation');
    const portfolio = page.getByRole('region', { name: 'Startup Portfolio' });
    const cards = portfolio.getByRole('list', { name: 'Startups' }).getByRole('listitem');
    await expect(cards).toHaveCount(12);
    await expect(portfolio.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(Math.min(7, pages));
    await portfolio.getByRole('button', { name: `Page ${pages}` }).click();
    await expect(cards).toHaveCount(total - (pages - 1) * 12);
    await expect(portfolio.getByRole('button', { name: `Page ${pages}` })).toHaveAttribute('aria-current', 'page');

    await portfolio.getByRole('searchbox').fill(needle.toUpperCase());
    await expect(cards).toHaveCount(Math.min(12, matching));
    await expect(portfolio.getByRole('button', { name: 'Page 1' })).toHaveCount(matching > 12 ? 1 : 0);
    await portfolio.getByRole('searchbox').fill('no startup is called this');
    await expect(portfolio.getByText(PORTFOLIO_MESSAGES.empty)).toBeVisible();
    await expect(portfolio.getByText(PORTFOLIO_MESSAGES.emptyHint)).toBeVisible();
  });

  test('the showcase filters by category', async ({ page }) => {
    await page.goto('/startups');
    await expect(page.getByRole('heading', { level: 1, name: SHOWCASE_MESSAGES.heading })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    const group = page.getByRole('group', { name: 'Filter by category' });
    await group.getByRole('button', { name: 'AgriTech' }).click();
    await expect(group.getByRole('button', { name: 'AgriTech' })).toHaveAttribute('aria-pressed', 'true');
    const filtered = await cards.count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    for (const card of await cards.all()) await expect(card.getByText('AgriTech', { exact: true })).toBeVisible();
    await group.getByRole('button', { name: 'All' }).click();
    await expect(cards).toHaveCount(all);
  });

  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test("the showcase lists the portfolio's startups, as the backend answers them", async ({ page, request }) => {
      const { data } = (await (await request.get('/api/fetch-data')).json()) as FetchDataResponse;
      await page.goto('/startups');
      const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem');
      await expect(cards).toHaveCount(data.records.length);
      const first = [...data.records].sort((a, b) =>
        (a.fields.CompanyName ?? '').localeCompare(b.fields.CompanyName ?? '', 'en', { sensitivity: 'base' }),
      )[0];
      await expect(cards.first().getByRole('heading')).toHaveText(first?.fields.CompanyName ?? '');
      await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'All' })).toBeDisabled();
    });
  });

  test('no serious or critical accessibility violation on these pages', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: CONTACT_MESSAGES.heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/incubationform');
    await next(page);
    await expect(page.getByText(APPLICATION_MESSAGES.founderNameRequired)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/incubation');
    await expect(page.getByRole('region', { name: 'Startup Portfolio' }).getByRole('listitem').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/startups');
    await expect(page.getByRole('list', { name: 'Startups' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
