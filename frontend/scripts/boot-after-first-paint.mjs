// Run by externalize-inline-scripts.mjs on every HTML file of build/client, once its inline
// scripts are files: the page boots its modules after its first paint (why: after-first-paint.js). The
// router's `<script type="module" src>` becomes a deferred classic script, after-first-paint.js
// copied under assets/ with a content hash, that gets the module's address and the
// `<link rel="modulepreload">` addresses (taken out of the head) in data attributes. The
// script keeps its place and its body, which React compares when it hydrates the document;
// the deferred scripts around it (the router's context before, the data after) still run in
// document order before the module, which runs after the paint.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MODULEPRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/g;
const MODULE_SCRIPT = /<script\b([^>]*)\stype="module"([^>]*)>/;

/**
 * The page `html` with its modulepreload links and its module script handed to the loader
 * served at `loaderSrc`; unchanged when it has no module script.
 */
export const bootAfterFirstPaint = (html, loaderSrc) => {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [, before, after] = script;
  const attributes = `${before}${after}`;
  const module = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
  if (!module) throw new Error(`a module script without a src (run externalize-inline-scripts.mjs first): ${script[0]}`);
  const preloads = [];
  const rewritten = html.replace(MODULEPRELOAD, (link) => {
    const href = /\shref="([^"]+)"/.exec(link)?.[1];
    if (!href) throw new Error(`a modulepreload link without an href: ${link}`);
    preloads.push(href);
    return '';
  });
  const kept = attributes.replace(/\ssrc="[^"]*"/, '');
  return rewritten.replace(
    MODULE_SCRIPT,
    `<script${kept} defer src="${loaderSrc}" data-module="${module}" data-modulepreload="${preloads.join(' ')}">`,
  );
};

/** Copies after-first-paint.js under `assets` with a content hash; returns the address it is served at. */
export const writeLoader = (assets) => {
  const loader = readFileSync(new URL('./after-first-paint.js', import.meta.url));
  const file = `after-first-paint-${createHash('sha256').update(loader).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(assets, file), loader);
  return `/assets/${file}`;
};
