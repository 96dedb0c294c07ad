import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PitchDeckUploadInterceptor } from './pitch-deck.upload.js';

describe('PitchDeckUploadInterceptor at start', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'centre-upload-tmp-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates its temp folder', async () => {
    const tempDir = join(dir, 'uploads', 'tmp');
    new PitchDeckUploadInterceptor(tempDir);
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('removes partial uploads a crash left behind, but not uploads still in progress', async () => {
    const stale = join(dir, 'stale.part');
    const fresh = join(dir, 'fresh.part');
    await writeFile(stale, '%PDF-1.4 half');
    await writeFile(fresh, '%PDF-1.4 streaming');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);

    await new PitchDeckUploadInterceptor(dir).onModuleInit();

    expect(await readdir(dir)).toEqual(['fresh.part']);
  });
});
