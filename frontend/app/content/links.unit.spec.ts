import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CENTRE_PROFILE, STAFF_DIRECTORY, staffEmailOf } from '@centre/contracts';
import { externalLinks, paths } from '../config/paths';
import { hasTarget } from '../lib/links';

/**
 * No link without a target (issue 30, DESIGN §9): no content module, nor the profile or the
 * table of external links, holds a link to a reserved host (.example, .test, .invalid,
 * localhost), a 10.5555 test DOI or a bare '#'. An address not known yet is '' and the page
 * shows the item as text.
 */
const contentDir = fileURLToPath(new URL('.', import.meta.url));
const modules = (readdirSync(contentDir, { recursive: true }) as string[])
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => file.endsWith('.ts') && !/\.unit\.spec\.ts$/.test(file) && file !== 'marathi.ts');

/** Keys whose string values are link targets. */
const LINK_KEY = /^(link|href|to|url|website|websitelink|linkedin|knowMoreLink|applyNowLink|enrollLink|applyUrl|actionHref|externalSite|checkdetailslink)$/i;

/** Keys whose string values are mail addresses. */
const MAIL_KEY = /^e-?mail$/i;

function* badLinks(value: unknown, where: string, key = ''): Generator<string> {
  if (typeof value === 'string') {
    const looksLikeLink = /^((https?:)?\/\/|mailto:)/i.test(value) || (LINK_KEY.test(key) && value !== '');
    if (/10\.5555\//.test(value)) yield `${where}: ${value}`;
    else if (looksLikeLink && !hasTarget(value)) yield `${where}: ${value}`;
    // Pages build a mailto from an address field, so the address itself must have a real domain.
    else if (MAIL_KEY.test(key) && value.includes('@') && !hasTarget(`mailto:${value}`)) yield `${where}: ${value}`;
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* badLinks(item, `${where}[${index}]`, key);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) {
      // A form field's placeholder shows the shape of an answer; it is not a link.
      if (name !== 'placeholders') yield* badLinks(item, `${where}.${name}`, name);
    }
  }
}

describe('no link without a target', () => {
  test.each(modules)('content/%s links only to real targets', async (file) => {
    const module = (await import(`./${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    expect([...badLinks({ ...module }, file)]).toEqual([]);
  });

  test("the centre's profile and the table of links hold no address that goes nowhere", () => {
    expect([...badLinks(CENTRE_PROFILE, 'profile'), ...badLinks(externalLinks, 'externalLinks'), ...badLinks(paths, 'paths')]).toEqual([]);
  });

  test("the staff directory's mailboxes are on a real domain (a staff booking's mail goes there)", () => {
    const mailboxes = STAFF_DIRECTORY.map((member) => ({ email: staffEmailOf(member.id) ?? '' }));
    expect(mailboxes.every(({ email }) => email.includes('@'))).toBe(true);
    expect([...badLinks(mailboxes, 'staff mailboxes')]).toEqual([]);
  });

  test('the test finds what it looks for', () => {
    const planted = {
      a: { link: 'https://news.example.in/x' },
      b: { url: 'https://doi.org/10.5555/x' },
      c: { to: '#' },
      d: ['http://localhost:5000/'],
      e: { website: 'https://shop.test' },
      f: { actionHref: 'mailto:hello@sangam-innovation.example?subject=Hi' },
      g: { email: 'desk@centre.invalid' },
      h: ['mailto:root@localhost'],
    };
    expect([...badLinks(planted, 'planted')]).toHaveLength(8);
  });
});
