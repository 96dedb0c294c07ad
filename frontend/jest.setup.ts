import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { provideEditions } from './app/lib/i18n';

// As the app's root does: Marathi's editions come from the content's table, on demand.
provideEditions('mr', () => import('./app/content/marathi').then((table) => table.marathiEditions));

// Marathi editions arrive by dynamic import, as in the browser; on a busy two-core machine
// running every suite at once that can take longer than the default second.
configure({ asyncUtilTimeout: 4000 });

// jsdom leaves out the encoders that react-router uses.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// The build's own tests (vite/*.spec.ts) run in Node, without a window.
if (typeof window !== 'undefined') {
  // jsdom lacks the layout/observer APIs that carousels and count-ups rely on. Tests that
  // need to drive them replace these stubs (see app/test/observers.ts).
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }

  class NoopObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }

  if (!('IntersectionObserver' in window)) {
    Object.defineProperty(window, 'IntersectionObserver', { writable: true, configurable: true, value: NoopObserver });
  }
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: NoopObserver });
  }
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  Element.prototype.scrollBy = function scrollBy(this: Element, options?: ScrollToOptions | number, y?: number) {
    const left = typeof options === 'number' ? options : (options?.left ?? 0);
    const top = typeof options === 'number' ? (y ?? 0) : (options?.top ?? 0);
    this.scrollLeft += left;
    this.scrollTop += top;
  } as Element['scrollBy'];
}
