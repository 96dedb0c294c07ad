import { expect, test, type Page } from '@playwright/test';

/**
 * 30.6 Pictures that can be real, as a visitor sees them: every item shows its own picture
 * (the centre's photograph, else a drawing made from its id), none blank or broken.
 */

/** Routes whose items carry pictures: labs, equipment, people, events, startups, teams. */
const ROUTES_WITH_PICTURES = [
  '/',
  '/laboratory',
  '/laboratory/ai-ml-lab',
  '/laboratory/fab-lab',
  '/projects/antibacterial-activity-fish-skin-2',
  '/about',
  '/innovation',
  '/startups',
  '/newsletterq4',
];

/** Scrolls through the page so that lazy pictures load, then back to the top. */
const scrollThrough = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });

/** Every picture of main that is shown, with what is wrong with it, if anything. */
const pictureProblems = (page: Page): Promise<string[]> =>
  page.locator('main').evaluate(async (main) => {
    const shown = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const images = [...main.querySelectorAll('img')].filter(shown);
    // A lazy picture far below loads only when asked: ask now, and give each a few seconds.
    for (const img of images) img.loading = 'eager';
    const settled = (img: HTMLImageElement): Promise<unknown> =>
      img.complete && img.naturalWidth > 0
        ? Promise.resolve()
        : Promise.race([img.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5000))]);
    await Promise.all(images.map(settled));
    const problems: string[] = [];
    for (const img of images) {
      const name = img.getAttribute('src') ?? '(no src)';
      if (img.naturalWidth === 0) problems.push(`broken: ${name}`);
      else if (img.dataset.placeholder === 'true') problems.push(`placeholder instead of a picture: ${name}`);
    }
    for (const drawing of main.querySelectorAll('svg[data-illustration]')) {
      if (!shown(drawing)) continue;
      // A drawing is blank when it holds nothing but its ground.
      if (drawing.querySelectorAll('circle, path, text').length === 0) problems.push(`blank drawing: ${drawing.getAttribute('data-illustration')}`);
    }
    return problems;
  });

test('30.6 no picture on the routes with pictures is blank, broken or a placeholder', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const route of ROUTES_WITH_PICTURES) {
    await page.goto(route, { waitUntil: 'load' });
    await expect(page.locator('main h1').first()).toBeVisible();
    await scrollThrough(page);
    for (const problem of await pictureProblems(page)) problems.push(`${route}: ${problem}`);
  }
  expect(problems).toEqual([]);
});

test('30.6 no two pictures of a team card, nor two people of the team, look the same', async ({ page }) => {
  await page.goto('/innovation', { waitUntil: 'load' });
  const teams = page.getByRole('region', { name: 'Mega Projects' }).getByRole('listitem');
  await expect(teams).toHaveCount(6);
  const pairs = await teams.evaluateAll((cards) =>
    cards.map((card) => [...card.querySelectorAll('svg[data-illustration], img')].map((picture) => picture.outerHTML.replace(/ (alt|aria-label)="[^"]*"/g, ''))),
  );
  for (const pair of pairs) {
    expect(pair).toHaveLength(2);
    expect(new Set(pair).size).toBe(2);
  }
  expect(new Set(pairs.flat()).size).toBe(12);

  await page.goto('/about', { waitUntil: 'load' });
  const people = page.getByRole('list', { name: 'Our Team' }).getByRole('listitem');
  const faces = await people.evaluateAll((cards) => cards.map((card) => card.querySelector('svg, img')?.innerHTML ?? ''));
  expect(faces.length).toBeGreaterThan(10);
  expect(new Set(faces).size).toBe(faces.length);
});

test('30.6 the AI/ML Lab\'s Galaxy Watch card shows a drawn watch, and a startup without a logo its monogram', async ({ page }) => {
  await page.goto('/laboratory/ai-ml-lab', { waitUntil: 'load' });
  const watch = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Samsung Galaxy Watch 6' }) });
  const drawing = watch.locator('svg[data-illustration="facilities/smac-galaxy-watch-6"]');
  await expect(drawing).toBeVisible();
  expect((await drawing.boundingBox())?.height).toBeGreaterThan(100);

  await page.goto('/startups', { waitUntil: 'load' });
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'BioForge' }) });
  await expect(card.getByRole('img', { name: /BioForge/ })).toHaveText('BF');
});
