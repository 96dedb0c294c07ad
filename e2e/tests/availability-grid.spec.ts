import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { watchProblems } from './support/watch-problems';

/** A date `days` ahead (the Fabrication Lab opens every day), so that every test has its own week. */
const dayAhead = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const gridOf = (page: Page, date: string) => page.goto(`/availability?lab=FabricationLab&date=${date}`);

/** A free cell, as a screen reader announces it: facility, weekday and date, time, state. */
const freeCell = (page: Page, facility: string, hour: string) =>
  page.getByRole('button', { name: new RegExp(`^${facility.replace(/[()]/g, '\\$&')}, \\w+day, .*, ${hour}.*: free`) });

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
};

const book = async (request: APIRequestContext, date: string, slot: string, facilityId: string) => {
  const response = await request.post('/api/bookings', {
    data: {
      timestamp: new Date().toISOString(),
      userType: 'Faculty',
      lab: 'FabricationLab',
      date,
      timeSlots: [slot],
      machines: [{ id: facilityId, name: facilityId }],
      name: 'Ravi Kulkarni',
      contactNumber: '9123456780',
      email: 'ravi@example.com',
      institute: 'School of Design',
    },
  });
  expect(response.status()).toBe(201);
};

test.describe('28.7 the availability grid', () => {
  test('a booking made in a second browser shows taken in the first grid without a reload', async ({ page, browser }) => {
    const problems = watchProblems(page);
    const date = dayAhead(30);
    await gridOf(page, date);
    const cell = freeCell(page, 'Ultimaker S5 3D Printer', '11:00');
    await expect(cell).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Updates live as bookings are made.');

    const other = await browser.newContext();
    await book(other.request, date, '11:00 AM - 12:00 PM', 'fab-ultimaker-s5');
    await other.close();

    // No click, no reload: only the socket can bring this.
    await expect(cell).toHaveCount(0);
    await expect(page.getByText(/^Ultimaker S5 3D Printer, \w+day, .*, 11:00.*: booked$/)).toHaveCount(1);
    await expect(
      page.getByRole('row', { name: /Ultimaker S5 3D Printer/ }).getByText(/Next free slot: .*9:00/),
    ).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('picking two cells opens the booking form with them chosen', async ({ page }) => {
    const date = dayAhead(31);
    await gridOf(page, date);
    await freeCell(page, 'Prusa MK4 3D Printer (Unit 1)', '10:00').click();
    await freeCell(page, 'Prusa MK4 3D Printer (Unit 2)', '11:00').click();
    await expect(page.getByText('2 slots chosen')).toBeVisible();
    await page.getByRole('button', { name: 'Book the chosen slots' }).click();

    await expect(page).toHaveURL(/\/booking\?lab=FabricationLab&date=/);
    await expect(page.getByLabel('Lab', { exact: true })).toHaveValue('FabricationLab');
    await expect(page.getByLabel('Date')).toHaveValue(date);
    await expect(page.getByRole('checkbox', { name: '10:00 AM - 11:00 AM', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '11:00 AM - 12:00 PM', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Prusa MK4 3D Printer (Unit 1)' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Prusa MK4 3D Printer (Unit 2)' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '9:00 AM - 10:00 AM', exact: true })).not.toBeChecked();
  });

  test('the keyboard picks cells: Tab moves between them, Space and Enter toggle', async ({ page }) => {
    await gridOf(page, dayAhead(32));
    const first = freeCell(page, 'Ultimaker S5 3D Printer', '9:00');
    await first.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: /Ultimaker S5 3D Printer, .*9:00.*: free, selected/ })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await expect(freeCell(page, 'Ultimaker S5 3D Printer', '10:00')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('2 slots chosen')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText('1 slot chosen')).toBeVisible();
    // Another day's strip button moves the grid to that day; the choice stays until a cell of it is picked.
    await page.getByRole('navigation', { name: 'Days of the week' }).getByRole('button').nth(2).click();
    await expect(page.getByText('1 slot chosen')).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing serious at ${width} px, with the workshop's closed Sunday in view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/availability?lab=PrayasShala&date=${dayAhead(33)}`);
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      const days = page.getByRole('navigation', { name: 'Days of the week' }).getByRole('button');
      await expect(days).toHaveCount(7);
      // Every lab-day of the week has a Sunday: the workshop shows it closed in every cell.
      for (let i = 0; i < 7; i += 1) {
        if (/Sunday/.test((await days.nth(i).textContent()) ?? '')) {
          await days.nth(i).click();
          await expect(page.getByRole('table').getByRole('button')).toHaveCount(0);
          expect(await seriousViolations(page)).toEqual([]);
        }
      }
    });
  }

  test('reads in Marathi', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('website-language', 'mr'));
    await gridOf(page, dayAhead(30));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रयोगशाळेची उपलब्धता');
    await expect(page.getByRole('button', { name: /: मोकळे$/ }).first()).toBeVisible();
  });

  test('an equipment page shows its facility today and tomorrow, and each lab page links the week', async ({ page }) => {
    await page.goto('/projects/fdm');
    const section = page.getByRole('region', { name: 'Availability today and tomorrow' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(2);
    await expect(section.getByRole('listitem')).toHaveCount(24);
    await section.getByRole('link', { name: 'See the whole week' }).click();
    await expect(page).toHaveURL(/\/availability\?lab=FabricationLab/);

    for (const [path, lab] of [
      ['/laboratory/fab-lab', 'FabricationLab'],
      ['/laboratory/bio-lab', 'BioLab'],
      ['/laboratory/media-lab', 'MediaLab'],
      ['/laboratory/ai-ml-lab', 'SmacLab'],
      ['/laboratory/ar-vr-lab', 'ArVrLab'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: "See the week's availability" }).first()).toHaveAttribute(
        'href',
        `/availability?lab=${lab}`,
      );
    }
    await page.goto('/booking');
    await page.getByRole('link', { name: "See the week's availability" }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lab availability');
  });
});
