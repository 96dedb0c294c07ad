import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  APPOINTMENT_MESSAGES,
  AVAILABILITY_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_SUBMIT_MESSAGES,
  REVIEW_MESSAGES,
  STAFF_DIRECTORY,
  thankYouMessage,
} from '@centre/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** A date `days` ahead, so that every test books its own lab-day. */
const dayAhead = (days: number): string => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
};

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
};

const slot = (page: Page, label: string) =>
  page.getByRole('checkbox', { name: label, exact: true });
const facility = (page: Page, name: string) => page.getByRole('checkbox', { name });
const submitButton = (page: Page) =>
  page.getByRole('button', { name: BOOKING_SUBMIT_MESSAGES.submit });
/**
 * The submit button is aria-disabled while the form is invalid, yet a click still shows why.
 * A forced click skips the wait for the button to stand still, so on a busy machine it can
 * land while the form is still laying out what the last choice changed (the button is then
 * "outside of the viewport"): the press is tried again until it lands. Pressing an invalid
 * form only shows its messages, so a second press changes nothing.
 */
const trySubmit = async (page: Page) => {
  // A forced click does not wait for the form to hydrate (its scripts start after the first
  // paint, and its controls stay disabled until then): wait for it as a visitor would.
  await expect(page.getByLabel('User Type')).toBeEnabled();
  await expect(async () => {
    await submitButton(page).click({ force: true, timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
};

const fillStudent = async (page: Page, name = 'Asha Rao') => {
  await page.getByLabel('User Type').selectOption('Student');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Contact Number').fill('9876543210');
  await page.getByLabel('Email').fill('Asha@Example.com');
  await page.getByLabel('Institute').selectOption('College of Engineering');
};

const chooseBooking = async (page: Page, date: string, slots: string[], facilityName: string) => {
  await page.getByLabel('Lab', { exact: true }).selectOption('FabricationLab');
  await page.getByLabel('Date').fill(date);
  for (const label of slots) await slot(page, label).check();
  await facility(page, facilityName).check();
};

const bookByApi = async (
  request: APIRequestContext,
  date: string,
  slotLabel: string,
  facilityId: string,
  facilityName: string,
) => {
  const response = await request.post('/api/bookings', {
    data: {
      timestamp: new Date().toISOString(),
      userType: 'Faculty',
      lab: 'FabricationLab',
      date,
      timeSlots: [slotLabel],
      machines: [{ id: facilityId, name: facilityName }],
      name: 'Ravi Kulkarni',
      contactNumber: '9123456780',
      email: 'ravi@example.com',
      institute: 'School of Design',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { bookingId: string }).bookingId;
};

test.describe('booking screens', () => {
  test('a student books two slots end to end and is thanked', async ({ page }) => {
    await page.goto('/booking');
    await expect(
      page.getByRole('heading', { level: 1, name: BOOKING_SUBMIT_MESSAGES.pageTitle }),
    ).toBeVisible();
    await expect(page.getByText(BOOKING_MESSAGES.formIncomplete)).toBeVisible();
    await fillStudent(page);
    await chooseBooking(
      page,
      dayAhead(20),
      ['9:00 AM - 10:00 AM', '10:00 AM - 11:00 AM'],
      'Prusa MK4 3D Printer (Unit 1)',
    );
    await expect(page.getByText(AVAILABILITY_MESSAGES.available)).toBeVisible();
    await expect(page.getByText(BOOKING_MESSAGES.formIncomplete)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await submitButton(page).click();
    // The path keeps the spec's name; the fragment carries the receipt the page reads the booking with.
    await expect(page).toHaveURL(/\/booking\/thankyou\/Asha%20Rao#id=bk-[\w-]+&receipt=[\w.-]+$/);
    await expect(page.getByText(thankYouMessage('Asha Rao'))).toBeVisible();
    await expect(page.getByText(BOOKING_SUBMIT_MESSAGES.mailSent)).toBeVisible();
    // 27.1: a reload keeps the summary; the address without its receipt names nobody.
    await page.reload();
    await expect(page.getByText(thankYouMessage('Asha Rao'))).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your request' })).toContainText('Prusa MK4 3D Printer (Unit 1)');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: BOOKING_SUBMIT_MESSAGES.bookAnother }).click();
    await expect(page).toHaveURL(/\/booking$/);
  });

  test('each wrong input shows its own message', async ({ page }) => {
    await page.goto('/booking');
    await trySubmit(page);
    for (const message of [
      BOOKING_MESSAGES.userTypeRequired,
      BOOKING_MESSAGES.labRequired,
      BOOKING_MESSAGES.dateRequired,
      BOOKING_MESSAGES.slotsRequired,
      BOOKING_MESSAGES.facilitiesRequired,
      BOOKING_MESSAGES.fixErrors,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('User Type')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Date').fill('2000-01-01');
    await page.getByLabel('Date').blur();
    await expect(page.getByText(BOOKING_MESSAGES.dateInPast)).toBeVisible();

    await page.getByLabel('User Type').selectOption('Student');
    await trySubmit(page);
    for (const message of [
      BOOKING_MESSAGES.nameRequired,
      BOOKING_MESSAGES.contactRequired,
      BOOKING_MESSAGES.emailRequired,
      BOOKING_MESSAGES.instituteRequired,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Name', { exact: true }).fill('A');
    await page.getByLabel('Contact Number').fill('12ab3');
    await expect(page.getByLabel('Contact Number')).toHaveValue('123');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();
    await expect(page.getByText(BOOKING_MESSAGES.nameTooShort)).toBeVisible();
    await expect(page.getByText(BOOKING_MESSAGES.contactInvalid)).toBeVisible();
    await expect(page.getByText(BOOKING_MESSAGES.emailInvalid)).toBeVisible();

    await page.getByLabel('User Type').selectOption('Startup');
    await trySubmit(page);
    await expect(page.getByText(BOOKING_MESSAGES.startupNameRequired)).toBeVisible();

    await page.getByLabel('User Type').selectOption('SIC Staff Member');
    await trySubmit(page);
    await expect(page.getByText(BOOKING_MESSAGES.staffMemberRequired)).toBeVisible();
    const member = STAFF_DIRECTORY[0]!;
    await page.getByLabel('Staff Member').selectOption({ label: member.name });
    await expect(page.getByLabel('Email')).toHaveCount(0);

    await page.getByLabel('Lab', { exact: true }).selectOption('FabricationLab');
    const slots = [
      '9:00 AM - 10:00 AM',
      '10:00 AM - 11:00 AM',
      '11:00 AM - 12:00 PM',
      '12:00 PM - 1:00 PM',
    ];
    for (const label of slots) await slot(page, label).check();
    await expect(slot(page, '1:00 PM - 2:00 PM')).toBeDisabled();

    await page.getByRole('button', { name: 'Check Availability' }).click();
    await expect(
      page.getByRole('dialog', { name: AVAILABILITY_MESSAGES.popupTitle }),
    ).toContainText(AVAILABILITY_MESSAGES.prerequisitesMissing);
  });

  test('a booking made elsewhere shows up live as a conflict and blocks submit', async ({
    page,
    browser,
  }) => {
    const date = dayAhead(21);
    await page.goto('/booking');
    await fillStudent(page, 'Meera Jadhav');
    await chooseBooking(page, date, ['11:00 AM - 12:00 PM'], 'Ultimaker S5 3D Printer');
    await expect(page.getByText(AVAILABILITY_MESSAGES.available)).toBeVisible();
    await expect(submitButton(page)).toHaveAttribute('aria-disabled', 'false');

    const other = await browser.newContext();
    await bookByApi(
      other.request,
      date,
      '11:00 AM - 12:00 PM',
      'fab-ultimaker-s5',
      'Ultimaker S5 3D Printer',
    );
    await other.close();

    // No click, no change: only the live channel can bring this.
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(AVAILABILITY_MESSAGES.conflict);
    await expect(alert).toContainText('Ultimaker S5 3D Printer, 11:00 AM - 12:00 PM');
    await expect(submitButton(page)).toHaveAttribute('aria-disabled', 'true');

    await page.getByRole('button', { name: 'Check Availability' }).click();
    const dialog = page.getByRole('dialog', { name: AVAILABILITY_MESSAGES.popupTitle });
    await expect(
      dialog.getByRole('heading', { name: AVAILABILITY_MESSAGES.conflictTitle }),
    ).toBeVisible();
    for (const suggestion of AVAILABILITY_MESSAGES.conflictSuggestions)
      await expect(dialog.getByText(suggestion)).toBeVisible();
  });

  test('a reviewer approves through the signed link', async ({ page, request }) => {
    const bookingId = await bookByApi(
      request,
      dayAhead(22),
      '2:00 PM - 3:00 PM',
      'fab-prusa-mk4-2',
      'Prusa MK4 3D Printer (Unit 2)',
    );

    await page.goto(`/booking-review?id=${encodeURIComponent(bookingId)}`);
    await expect(
      page.getByText('This review link is missing, invalid or has expired', { exact: false }),
    ).toBeVisible();

    // The link is signed for one reviewer: here the admin the server was started with.
    const printed = execFileSync('node', ['backend/dist/admin-cli.js', 'review-link', bookingId, E2E_ADMIN.email], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_DATA_DIR,
        REVIEW_LINK_SECRET: 'e2e-review-link-secret',
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = new URL(/https?:\/\/\S+/.exec(printed)![0]);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(
      page.getByRole('heading', { level: 1, name: REVIEW_MESSAGES.heading }),
    ).toBeVisible();
    await expect(page.getByText('Ravi Kulkarni')).toBeVisible();
    // Not yet confirmed by its booker: a reviewer may still decide it (it then counts as confirmed).
    await expect(page.getByText('REQUESTED', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(REVIEW_MESSAGES.adminNotes).fill('Approved for the afternoon');
    await page.getByRole('button', { name: REVIEW_MESSAGES.approve }).click();
    await expect(page.getByText(REVIEW_MESSAGES.approved)).toBeVisible();
    const status = page.getByText('APPROVED', { exact: true });
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('data-tone', 'green');
    await expect(status).toHaveClass(/text-green/);
    await expect(page.getByRole('button', { name: REVIEW_MESSAGES.approve })).toHaveCount(0);
    await expect(page.getByRole('button', { name: REVIEW_MESSAGES.reject })).toHaveCount(0);
    const trail = page.getByRole('region', { name: 'History' });
    await expect(trail).toContainText('Approved');
    await expect(trail).toContainText('Approved for the afternoon');

    await page.reload();
    await expect(page.getByText('APPROVED', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: REVIEW_MESSAGES.approve })).toHaveCount(0);
    // Reopened, the link states the decision, read-only; it does not announce a success again.
    await expect(page.getByText(REVIEW_MESSAGES.alreadyApproved)).toBeVisible();
    await expect(page.getByText(REVIEW_MESSAGES.approved)).toHaveCount(0);
  });

  test('the older appointment form submits', async ({ page }) => {
    await page.goto('/appointmentForm');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(APPOINTMENT_MESSAGES.fillAllFields)).toBeVisible();
    await page.getByLabel('User Type').selectOption('Student');
    await page.getByLabel('Institute').selectOption('College of Engineering');
    await page.getByLabel('Name').fill('Kiran Patil');
    await page.getByLabel('Contact').fill('9988776655');
    await page.getByLabel('Email').fill('kiran@example.com');
    await page.getByLabel('Date').fill(dayAhead(23));
    await page.getByLabel('From', { exact: true }).fill('10:00');
    await page.getByLabel('To', { exact: true }).fill('11:30');
    await page.getByRole('checkbox', { name: 'Prusa MK4 3D Printer (Unit 1)' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(APPOINTMENT_MESSAGES.submitted)).toBeVisible();
  });
});
