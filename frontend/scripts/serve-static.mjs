// Serves build/client the way the backend does, for checking a build without the backend:
// <path>/index.html if present, else __spa-fallback.html, else index.html; files as-is.
// Usage: node scripts/serve-static.mjs [port]   (default 4173)
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../build/client', import.meta.url)));
const port = Number(process.argv[2] ?? process.env.PORT ?? 4173);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
};

const isFile = (path) => existsSync(path) && statSync(path).isFile();

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
  const direct = join(root, path);
  const candidates = [direct, join(direct, 'index.html'), join(root, '__spa-fallback.html'), join(root, 'index.html')];
  const file = candidates.find((candidate) => candidate.startsWith(root) && isFile(candidate));
  if (!file) {
    res.writeHead(404).end('Not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`build/client on http://127.0.0.1:${port}`));
