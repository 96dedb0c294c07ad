import { describe, expect, it } from '@jest/globals';
import { bootAfterFirstPaint } from './boot-after-first-paint.mjs';

const LOADER = '/assets/after-first-paint-0123abcd.js';
const BODY = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");';
// The shape `react-router build` and externalize-inline-scripts.mjs leave a prerendered page in.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/home-3.js"/><link rel="stylesheet" href="/assets/root-4.css"/></head>',
  '<body><main><h1>Welcome</h1></main>',
  '<script defer src="/assets/inline/context.js">window.__reactRouterContext = {};</script>',
  `<script type="module" src="/assets/inline/route-modules.js">${BODY}</script>`,
  '<script defer src="/assets/inline/data.js">window.__reactRouterContext.streamController.close();</script>',
  '</body></html>',
].join('');

const scriptTags = (html) => html.match(/<script\b[^>]*>/g) ?? [];

describe('30.9 every page boots its modules after its first paint', () => {
  const booted = bootAfterFirstPaint(page, LOADER);

  it('hands the module script and the modulepreload links to the loader, in their order', () => {
    expect(booted).not.toContain('rel="modulepreload"');
    expect(booted).not.toContain('type="module"');
    expect(scriptTags(booted)).toEqual([
      '<script defer src="/assets/inline/context.js">',
      `<script defer src="${LOADER}" data-module="/assets/inline/route-modules.js" data-modulepreload="/assets/manifest-1.js /assets/entry.client-2.js /assets/home-3.js">`,
      '<script defer src="/assets/inline/data.js">',
    ]);
  });

  it('keeps the script body React compares, and everything else of the page', () => {
    expect(booted).toContain(`data-modulepreload="/assets/manifest-1.js /assets/entry.client-2.js /assets/home-3.js">${BODY}</script>`);
    expect(booted).toContain('<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>');
    expect(booted).toContain('<link rel="stylesheet" href="/assets/root-4.css"/></head>');
    expect(booted).toContain('<main><h1>Welcome</h1></main>');
  });

  it('leaves a file without a module script as it is', () => {
    const plain = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/></head><body>Docs</body></html>';
    expect(bootAfterFirstPaint(plain, LOADER)).toBe(plain);
  });

  it('refuses a module script that is still inline', () => {
    expect(() => bootAfterFirstPaint(page.replace(' src="/assets/inline/route-modules.js"', ''), LOADER)).toThrow(
      /without a src/,
    );
  });
});
