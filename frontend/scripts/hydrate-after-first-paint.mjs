// After `react-router build` and externalize-inline-scripts.mjs: every prerendered page is
// complete in its HTML and stylesheet (issue 30 item 4); its scripts only hydrate it. React
// Router's HTML preloads the page's whole module graph (about 30 files, 250 kB on /booking) at
// high priority, so on a slow phone connection the scripts share the line with the stylesheet,
// the font and the first picture, and the first paint waits for them. Here each HTML file of
// build/client loses its `<link rel="modulepreload">` tags, and its module script (React
// Router's boot module) becomes the small loader client/after-first-paint.js, which starts the
// same preloads and imports the same boot module after the first paint. Nothing else changes:
// the script's body stays (React compares it when it hydrates; React Router renders these
// tags with suppressHydrationWarning), the classic scripts keep their order.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const client = resolve(fileURLToPath(new URL('../build/client', import.meta.url)));
const loaderSource = readFileSync(fileURLToPath(new URL('client/after-first-paint.js', import.meta.url)));
const MODULE_PRELOAD = /<link\s[^>]*\brel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\s([^>]*\btype="module"[^>]*)>/g;
const HREF = /\bhref="([^"]+)"/;
const SRC = /\s*\bsrc="([^"]+)"/;

const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(client, 'assets') ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });

/** The page's HTML with its modules started by `loader` after the first paint. */
const hydrateAfterFirstPaint = (html, loader) => {
  const preloads = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (!href) throw new Error(`a module preload without href: ${tag}`);
    preloads.push(href);
    return '';
  });
  let scripts = 0;
  const rewritten = withoutPreloads.replace(MODULE_SCRIPT, (tag, attributes) => {
    scripts += 1;
    // Already the loader: the step ran on this build before.
    if (/\bdata-boot=/.test(attributes)) return tag;
    const boot = SRC.exec(attributes)?.[1];
    if (!boot) throw new Error(`a module script that externalize-inline-scripts.mjs left inline: ${tag}`);
    const rest = attributes.replace(SRC, '');
    return `<script ${rest} fetchpriority="low" src="${loader}" data-boot="${boot}" data-preload="${preloads.join(' ')}">`;
  });
  if (scripts > 1) throw new Error(`${scripts} module scripts in one page; React Router writes one`);
  if (scripts === 0 && preloads.length > 0) throw new Error('module preloads without a module script to start them');
  return rewritten;
};

const hash = createHash('sha256').update(loaderSource).digest('hex').slice(0, 16);
const loader = `/assets/after-first-paint-${hash}.js`;
writeFileSync(join(client, loader), loaderSource);
const files = htmlFiles(client);
let changed = 0;
for (const file of files) {
  const html = readFileSync(file, 'utf8');
  const rewritten = hydrateAfterFirstPaint(html, loader);
  if (rewritten !== html) {
    writeFileSync(file, rewritten);
    changed += 1;
  }
}
console.log(`${changed} of ${files.length} HTML files hydrate after their first paint (${loader})`);
