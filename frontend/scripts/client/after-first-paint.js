/* global document, requestAnimationFrame -- runs in the browser, not in Node like the other build scripts */
// The one module script of a prerendered page (see ../hydrate-after-first-paint.mjs): once the
// page has painted, it preloads the page's modules and imports React Router's boot module,
// which hydrates the page as it would have from its own <script type="module">.
const loader = document.querySelector('script[data-boot]');

const boot = () => {
  for (const href of loader.dataset.preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import(loader.dataset.boot);
};

// A frame's callbacks run before it is painted; a task queued from one runs after. A page opened
// in a background tab paints nothing until it is shown, so it boots at once.
if (document.visibilityState === 'hidden') boot();
else requestAnimationFrame(() => setTimeout(boot));
