// The backend sends `Content-Security-Policy: script-src 'self'`, which blocks the inline
// scripts React Router writes into prerendered pages (router context, route-module import,
// scroll restoration). After `react-router build` this copies every inline script of every
// HTML file in build/client into a content-hashed file under assets/inline/ and adds a `src`
// pointing at it, keeping attributes and order. A script with a `src` never runs its inline
// body, so the policy is met; the body stays because React compares it when it hydrates the
// document (removing it is a hydration error). `async` is dropped: React 19 hoists
// `<script async src>` as a resource and would skip it while hydrating; a module script is
// deferred anyway. A classic script gets `defer`: as a file it would stop the parser and hold
// the first paint for a round trip each; deferred, it still runs in document order with the
// module scripts (the router's context before the module that boots, the data after it).
// Then the module script and the modulepreload links go to a loader that fetches them after
// the page's first paint (boot-after-first-paint.mjs).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootAfterFirstPaint, writeLoader } from './boot-after-first-paint.mjs';

const client = resolve(fileURLToPath(new URL('../build/client', import.meta.url)));
const inlineDir = join(client, 'assets', 'inline');
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(client, 'assets') ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });

mkdirSync(inlineDir, { recursive: true });
const loader = writeLoader(join(client, 'assets'));
let moved = 0;
const files = htmlFiles(client);
for (const file of files) {
  const html = readFileSync(file, 'utf8');
  const rewritten = html.replace(INLINE_SCRIPT, (tag, attributes = '', body) => {
    if (/\ssrc\s*=/.test(attributes) || body.trim() === '') return tag;
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
    writeFileSync(join(inlineDir, `${hash}.js`), body);
    moved += 1;
    const kept = attributes.replace(/\sasync(=("[^"]*"|'[^']*'|[^\s>]*))?/g, '');
    const classic = !/\stype\s*=\s*["']?module/i.test(kept) && !/\sdefer\b/i.test(kept);
    return `<script${kept}${classic ? ' defer' : ''} src="/assets/inline/${hash}.js">${body}</script>`;
  });
  const booted = bootAfterFirstPaint(rewritten, loader);
  if (booted !== html) writeFileSync(file, booted);
}
console.log(
  `externalized ${moved} inline scripts in ${files.length} HTML files (${relative(process.cwd(), inlineDir)}); their modules boot after the first paint (${loader})`,
);
