import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { watchProblems } from './support/watch-problems';

/** The pages of this area and the level-one heading each opens with. */
const PAGES = [
  { path: '/about', heading: 'We help ideas from the campus become companies' },
  { path: '/research', heading: 'Research that leaves the lab' },
  { path: '/laboratory', heading: 'Laboratories for makers, coders and scientists' },
  { path: '/laboratory/ai-ml-lab', heading: 'AI/ML Lab' },
  { path: '/laboratory/ar-vr-lab', heading: 'AR/VR Lab' },
  { path: '/laboratory/fab-lab', heading: 'Fabrication Lab' },
  { path: '/laboratory/media-lab', heading: 'Media Lab' },
  { path: '/laboratory/bio-lab', heading: 'Bio Lab' },
  { path: '/training', heading: 'Training Programs' },
  { path: '/projects/fdm', heading: 'Prusa MK4 3D Printer (Unit 1)' },
];

/** Lab pages whose equipment cards carry detail links, with the name of their list and pager. */
const LAB_LISTS = [
  { path: '/laboratory/ai-ml-lab', pager: 'Equipment pages', cards: 8 },
  { path: '/laboratory/ar-vr-lab', pager: 'Equipment pages', cards: 7 },
  { path: '/laboratory/fab-lab', pager: 'Equipment pages', cards: 10 },
  { path: '/laboratory/media-lab', pager: 'Facility pages', cards: 13 },
  { path: '/laboratory/bio-lab', pager: 'Facility pages', cards: 9 },
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** Scrolls to the bottom in steps so lazy images load and the timeline reveals itself. */
const scrollThrough = async (page: Page): Promise<void> => {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(60);
  }
};

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
};

test.describe('About, Research, Laboratory, Training and equipment pages', () => {
  for (const viewport of VIEWPORTS) {
    for (const { path, heading } of PAGES) {
      test(`${path} at ${viewport.name} width: prerendered, clean and accessible`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const problems = watchProblems(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(
          page.getByRole('heading', { level: 1, name: heading, exact: true }),
        ).toBeVisible();
        await expect(page).toHaveTitle(/\|/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(20);
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  }

  test('the first HTML of each page already holds its content', async ({ request }) => {
    for (const { path, heading } of PAGES) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(heading.replace(/&/g, '&amp;'));
    }
  });

  for (const lab of LAB_LISTS) {
    test(`every equipment detail link of ${lab.path} leads to its page`, async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto(lab.path);
      await page.waitForLoadState('networkidle');
      const pager = page.getByRole('navigation', { name: lab.pager });
      const next = pager.getByRole('button', { name: /Next/ });
      const hrefs = new Set<string>();
      for (let pageNumber = 1; ; pageNumber += 1) {
        const links = page.getByRole('link', { name: /^Check Details: / });
        for (const href of await links.evaluateAll((as) =>
          as.map((a) => a.getAttribute('href') ?? ''),
        ))
          hrefs.add(href);
        if (await next.isDisabled()) break;
        // Retried until the page has hydrated and the pager answers.
        await expect(async () => {
          await next.click();
          await expect(
            pager.getByRole('button', { name: `Page ${pageNumber + 1}` }),
          ).toHaveAttribute('aria-current', 'page', {
            timeout: 500,
          });
        }).toPass();
      }
      // 28.2 Facilities other journeys added in the console join their lab's cards: the page's own are counted.
      expect([...hrefs].filter((href) => !href.startsWith('/projects/added-'))).toHaveLength(lab.cards);

      for (const href of hrefs) {
        expect(href).toMatch(/^\/projects\//);
        const response = await page.goto(href);
        expect(response?.status(), href).toBe(200);
        await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
          'href',
          /^\/booking(\?lab=\w+(&facility=[\w-]+)?)?$/,
        );
        await page.waitForLoadState('networkidle');
      }
      expect(problems).toEqual([]);
    });
  }

  test('an unknown equipment slug shows the not-found content', async ({ page }) => {
    await page.goto('/projects/no-such-equipment');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test("the Fab Lab's Book Now on an item opens the booking form on its lab and facility", async ({
    page,
  }) => {
    await page.goto('/projects/laser');
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/booking?lab=FabricationLab&facility=fab-trotec-speedy-360',
    );
  });

  test('the downloads of these pages are real PDFs', async ({ request }) => {
    const files = [
      '/docs/about/sangam-innovation-centre-brochure.pdf',
      '/docs/about/newsletter-2024-q4.pdf',
      '/docs/labs/laser-cutter-membership-2024-25.pdf',
      '/docs/labs/fablab-membership-2024-25.pdf',
      '/docs/labs/3d-printers-membership-2024-25.pdf',
      '/docs/labs/cnc-router-membership-2024-25.pdf',
      '/docs/labs/media-lab-membership-plan.pdf',
      '/docs/labs/bio-lab-membership-plan.pdf',
    ];
    for (const file of files) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect((await response.body()).subarray(0, 5).toString(), file).toBe('%PDF-');
    }
  });
});
