import { hasTarget, isExternal } from './links';

describe('hasTarget', () => {
  test.each([
    'https://www.sangam-university.example',
    'https://maps.example.org/?q=x',
    'https://example.com/page',
    'http://news.example.in/story',
    'https://site.test/a',
    'https://foo.invalid',
    'http://localhost:5000/about',
    'http://127.0.0.1/',
    'https://doi.org/10.5555/ajls.2019.0112',
    'mailto:hello@sangam-innovation.example',
    'mailto:desk@centre.test?subject=Hello',
    'mailto:a@b.in,c@lab.invalid',
    'mailto:root@localhost',
    'mailto:',
    'mailto:%E0%A4',
    '#',
    '',
    '   ',
    undefined,
  ])('%s goes nowhere', (href) => {
    expect(hasTarget(href)).toBe(false);
  });

  test.each([
    'https://seedfund.startupindia.gov.in',
    'https://nidhi.dst.gov.in',
    'https://doi.org/10.1038/nature12373',
    '/about',
    '/projects/fdm',
    '#main',
    'mailto:hello@centre.in',
    'mailto:desk@sangam-innovation.in?subject=Partnership%20with%20us',
  ])('%s has a target', (href) => {
    expect(hasTarget(href)).toBe(true);
  });
});

test('isExternal tells a link that leaves the site from one of our paths', () => {
  expect(isExternal('https://msins.in')).toBe(true);
  expect(isExternal('mailto:a@b.in')).toBe(true);
  expect(isExternal('/incubationform')).toBe(false);
});
