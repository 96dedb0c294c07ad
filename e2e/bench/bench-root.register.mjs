// `node --import ./bench-root.register.mjs script.mjs`: the script's imports of this checkout's
// build resolve into BENCH_ROOT's (see bench-root.hooks.mjs). Nothing happens without BENCH_ROOT.
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { benchRoot, root } from './lib.mjs';

if (benchRoot !== root) {
  register('./bench-root.hooks.mjs', import.meta.url, {
    data: { from: pathToFileURL(`${root}/`).href, to: pathToFileURL(`${benchRoot}/`).href },
  });
}
