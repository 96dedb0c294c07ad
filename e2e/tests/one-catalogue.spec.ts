import { facilityName, locateFacility } from '@centre/contracts';
import { expect, test, type Page } from '@playwright/test';
import { watchProblems } from './support/watch-problems';

/** The site's lab pages, the catalogue lab each books, the name of their pager and card count. */
const LAB_PAGES = [
  { path: '/laboratory/ai-ml-lab', lab: 'SmacLab', pager: 'Equipment pages', cards: 8 },
  { path: '/laboratory/ar-vr-lab', lab: 'ArVrLab', pager: 'Equipment pages', cards: 7 },
  { path: '/laboratory/fab-lab', lab: 'FabricationLab', pager: 'Equipment pages', cards: 10 },
  { path: '/laboratory/media-lab', lab: 'MediaLab', pager: 'Facility pages', cards: 13 },
  { path: '/laboratory/bio-lab', lab: 'BioLab', pager: 'Facility pages', cards: 9 },
];

/** Every card's "Book Now" link (name → href), paging through the list. */
const bookNowLinks = async (page: Page, pagerName: string): Promise<Map<string, string>> => {
  const pager = page.getByRole('navigation', { name: pagerName });
  const next = pager.getByRole('button', { name: /Next/ });
  const found = new Map<string, string>();
  for (let pageNumber = 1; ; pageNumber += 1) {
    const links = page.getByRole('link', { name: /^Book Now: / });
    for (const [name, href] of await links.evaluateAll((as) =>
      as.map((a) => [a.getAttribute('aria-label') ?? '', a.getAttribute('href') ?? ''] as const),
    ))
      found.set(name.replace(/^Book Now: /, ''), href);
    if (await next.isDisabled()) break;
    // Retried until the page has hydrated and the pager answers.
    await expect(async () => {
      await next.click();
      await expect(pager.getByRole('button', { name: `Page ${pageNumber + 1}` })).toHaveAttribute(
        'aria-current',
        'page',
        { timeout: 500 },
      );
    }).toPass();
  }
  return found;
};

test.describe('28.1 one catalogue', () => {
  for (const lab of LAB_PAGES) {
    test(`every card of ${lab.path} opens the booking form on its own facility`, async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto(lab.path);
      await page.waitForLoadState('networkidle');
      const links = await bookNowLinks(page, lab.pager);
      // 28.2 Facilities other journeys added in the console join their lab's cards: the page's own are counted.
      const added = (href: string): boolean => /[?&]facility=added-/.test(href);
      expect([...links.values()].filter((href) => !added(href))).toHaveLength(lab.cards);

      for (const [title, href] of links) {
        const facility = new URLSearchParams(href.split('?')[1]).get('facility') ?? '';
        if (added(href)) expect(href, title).toBe(`/booking?lab=${lab.lab}&facility=${facility}`);
        else {
          expect(locateFacility(facility)?.lab.id, title).toBe(lab.lab);
          // The card, the form and the catalogue name the same device.
          expect(facilityName(facility)).toBe(title);
        }
        // The form reads the current catalogue as it opens; moving on before that answer arrives
        // would have the browser cancel it, so each visit waits for it.
        const catalogueRead = page.waitForResponse((response) => response.url().endsWith('/api/catalog'));
        await page.goto(href);
        await catalogueRead;
        await expect(page.getByLabel(/^Lab/)).toHaveValue(lab.lab);
        await expect(page.getByRole('checkbox', { name: new RegExp(`^${escape(title)}`) })).toBeChecked();
      }
      expect(problems).toEqual([]);
    });
  }

  test("the AI/ML page's Sony A7 III opens the form on a Sony A7 III", async ({ page }) => {
    await page.goto('/projects/sony-a7-iii');
    await page.getByRole('link', { name: 'Book Now', exact: true }).click();
    await expect(page).toHaveURL(/\/booking\?lab=SmacLab&facility=smac-sony-a7-iii$/);
    await expect(page.getByRole('checkbox', { name: /^Sony A7 III Camera/ })).toBeChecked();
  });
});

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
