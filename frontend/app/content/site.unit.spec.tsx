import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import * as siteContent from './site';
import { switchLanguage } from '../lib/i18n/language-store';
import { localize, useContent } from '../lib/i18n/use-content';

function Tagline() {
  const { site } = useContent('site', siteContent);
  return <p>{site.tagline}</p>;
}

afterEach(() => act(() => switchLanguage('en')));

test('English renders at once, without loading anything', () => {
  render(<Tagline />);
  expect(screen.getByText('A place to build your startup')).toBeInTheDocument();
});

test('a page opened in Marathi waits for its edition, then shows it, without React warnings', async () => {
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    await act(() => switchLanguage('mr'));
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Tagline />
        </Suspense>,
      );
    });
    expect(await screen.findByText('तुमचा स्टार्टअप उभारण्याचे ठिकाण')).toBeInTheDocument();
    expect(localize('site', siteContent).site.tagline).toBe('तुमचा स्टार्टअप उभारण्याचे ठिकाण');
    expect(errors.map((e) => String((e as unknown[])[0]).slice(0, 300))).toEqual([]);
  } finally {
    console.error = original;
  }
});

test('paths, emails and numbers stay English whatever the language', async () => {
  await act(() => switchLanguage('mr'));
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <Tagline />
      </Suspense>,
    );
  });
  await screen.findByText('तुमचा स्टार्टअप उभारण्याचे ठिकाण');
  const marathi = localize('site', siteContent);
  expect(marathi.site.email).toBe(siteContent.site.email);
  expect(marathi.mainNav.map((link) => link.to)).toEqual(
    siteContent.mainNav.map((link) => link.to),
  );
  expect(marathi.site.copyrightYear).toBe(new Date().getUTCFullYear());
});
