// The page's modules, fetched once the prerendered page has been painted. Every page arrives
// as finished HTML and reads and works as links without JS, so the first paint needs the
// document, the stylesheet, the font and the page's first picture only. On a phone's link the
// ~150 kB of modules, preloaded at high priority beside them, shared the bandwidth and held
// the first and the largest paint back; fetched after it, they keep it to themselves.
// The build (boot-after-first-paint.mjs) gives this script the route's module
// (`data-module`) and the modules it imports (`data-modulepreload`), in place of the
// `<script type="module">` and `<link rel="modulepreload">` the router renders.
(() => {
  const { module, modulepreload } = document.currentScript.dataset;
  const boot = () => {
    for (const href of modulepreload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = module;
    document.head.append(script);
  };
  // A frame's animation callbacks run before it paints; a task queued from one runs after.
  // A hidden page paints no frame (and runs no animation callback): it boots at once.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(boot));
  else boot();
})();
