import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh folder under the system's temp folder for every test of the enclosing `describe`,
 * removed after it. Call at the top of the `describe`; the returned function gives the
 * current test's folder.
 */
export const tempFolderPerTest = (prefix: string): (() => string) => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return () => dir;
};
