// After the build: a Brotli (.br) and a gzip (.gz) copy beside every text file of
// build/client worth compressing, made once at build time at the highest levels, so the
// backend sends compressed bytes without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const client = resolve(fileURLToPath(new URL('../build/client', import.meta.url)));
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : COMPRESSIBLE.test(entry.name) ? [path] : [];
  });

let count = 0;
let before = 0;
let after = 0;
for (const file of files(client)) {
  if (statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
  before += content.length;
  after += br.length;
}
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB with Brotli`);
