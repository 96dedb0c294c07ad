/**
 * Every page, rendered in Marathi, shows only texts that come from the resources: a Latin
 * word on screen must belong to a Marathi edition (names stay as they are), to the catalogue's
 * data (facility, staff and lab names), to the portfolio's records (the backend serves them in
 * English; /startups is prerendered with them) or to an address; anything else is a hard-coded string
 * that the language button cannot translate.
 */
import { INSTITUTES, LABS, PORTFOLIO_SEED, STAFF_DIRECTORY } from '@centre/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { marathiEditions, type ContentNamespace } from '../content/marathi';
import { ROUTE_TABLE, NOT_FOUND_ROUTE, type RouteEntry } from '../config/route-table';
import { link } from '../config/paths';
import { equipmentSlugs } from '../content/equipment';
import { switchLanguage } from '../lib/i18n';
import { allStrings, isWords, NON_TEXT_KEYS } from '../lib/i18n/texts';
import { SiteShell } from '../shell/site-shell';

/** The page each route is checked on (dynamic routes get a real example). */
const examplePath = (entry: RouteEntry): string => {
  if (entry.path.includes(':slug')) return link.project(equipmentSlugs()[0] ?? 'none');
  if (entry.path.includes(':username')) return link.bookingThankYou('Asha');
  if (entry.path === 'booking-review') return link.bookingReview('none');
  return `/${entry.path}`;
};

const PAGES = [...ROUTE_TABLE, NOT_FOUND_ROUTE]
  .filter((entry) => !entry.path.startsWith('admin'))
  .map((entry) => ({ entry, path: entry.path === '*' ? '/no-such-page' : examplePath(entry) }));

/** Strings a page may show in Latin script while in Marathi. */
let allowed = '';

function nonWordsOf(value: unknown, key = '', into: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!isWords(value) || NON_TEXT_KEYS.has(key)) into.push(value);
  } else if (Array.isArray(value)) value.forEach((item) => nonWordsOf(item, key, into));
  else if (typeof value === 'object' && value !== null)
    for (const [childKey, item] of Object.entries(value)) nonWordsOf(item, childKey, into);
  return into;
}

beforeAll(async () => {
  const namespaces = Object.keys(marathiEditions) as ContentNamespace[];
  const editions = await Promise.all(
    namespaces.map(async (ns) => (await marathiEditions[ns]()).default),
  );
  const english = await Promise.all(
    namespaces.map((ns) => import(`../content/${ns}`) as Promise<object>),
  );
  allowed = [
    ...allStrings(editions),
    ...english.flatMap((module) => nonWordsOf({ ...module })),
    ...LABS.flatMap((lab) => [lab.id, lab.name, ...lab.facilities.map((f) => f.name)]),
    ...allStrings(STAFF_DIRECTORY),
    ...allStrings(INSTITUTES),
    ...allStrings(PORTFOLIO_SEED),
    'Asha',
  ].join('\n');
  await switchLanguage('mr');
});

afterAll(() => switchLanguage('en'));

afterEach(cleanup);

beforeEach(() => {
  // Data pages ask the server; here it answers nothing useful, so their empty and error
  // states are what gets checked.
  globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
});

/** Latin runs of a text: 'NIDHI Prayas' in 'NIDHI Prayas योजना'. */
const latinRuns = (text: string): string[] =>
  text.match(/[A-Za-z][A-Za-z0-9.,'’&()/:+@_\-– ]*[A-Za-z0-9)]/g)?.map((run) => run.trim()) ?? [];

function shownTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script,style,svg')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

describe.each(PAGES)('$path in Marathi', ({ entry, path }) => {
  test('shows no text that is missing from the resources', async () => {
    const module = (await import(
      `./${entry.file.replace(/^routes\//, '').replace(/\.tsx$/, '')}`
    )) as {
      default: () => React.JSX.Element;
    };
    const shell = (): React.JSX.Element => (
      <SiteShell>
        <Suspense fallback={<p>…</p>}>
          <Outlet />
        </Suspense>
      </SiteShell>
    );
    const router = createMemoryRouter(
      [
        {
          Component: shell,
          children: [
            { path: entry.path === '' ? '/' : `/${entry.path}`, Component: module.default },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    await screen.findByRole('main');
    // Let suspended editions and failed requests settle.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    // Initials standing in for a missing photo ('RP') and acronyms of up to three capitals are
    // not sentences; anything longer must come from the resources.
    const stray = [...new Set(shownTexts(document.body).flatMap(latinRuns))].filter(
      (run) => !allowed.includes(run) && !/^[A-Z]{1,3}$/.test(run),
    );
    expect(stray).toEqual([]);
  });
});
