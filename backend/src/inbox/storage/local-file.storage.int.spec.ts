import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { LocalFileStorage } from './local-file.storage.js';

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('LocalFileStorage', () => {
  let dir: string;
  let storage: LocalFileStorage;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'centre-files-'));
    storage = new LocalFileStorage(join(dir, 'uploads'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const tempFile = async (content: string): Promise<string> => {
    const path = join(dir, `upload-${Math.random().toString(36).slice(2)}.part`);
    await writeFile(path, content);
    return path;
  };

  it('moves an upload in, creating its folder, and reads it back by id', async () => {
    const path = await tempFile('%PDF-1.4 deck');
    const { fileId } = await storage.adopt(path);

    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(readFile(path)).rejects.toMatchObject({ code: 'ENOENT' });
    const opened = await storage.open(fileId);
    expect(opened?.sizeBytes).toBe(13);
    expect((await readAll(opened?.stream as Readable)).toString()).toBe('%PDF-1.4 deck');
  });

  it('gives every upload its own id', async () => {
    const a = await storage.adopt(await tempFile('a'));
    const b = await storage.adopt(await tempFile('b'));
    expect(a.fileId).not.toBe(b.fileId);
    expect(await readdir(join(dir, 'uploads'))).toHaveLength(2);
  });

  it('answers null for an unknown id, and never reads outside its folder', async () => {
    await writeFile(join(dir, 'secret.txt'), 'not an upload');
    expect(await storage.open('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await storage.open('../secret.txt')).toBeNull();
    expect(await storage.open('')).toBeNull();
  });

  it('removes a file, and removing it twice is no error', async () => {
    const { fileId } = await storage.adopt(await tempFile('x'));
    await storage.remove(fileId);
    await storage.remove(fileId);
    await storage.remove('../secret.txt');
    expect(await storage.open(fileId)).toBeNull();
    expect(await readdir(join(dir, 'uploads'))).toEqual([]);
  });

  it('fails, keeping nothing, when the upload is not there', async () => {
    await expect(storage.adopt(join(dir, 'missing.part'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readdir(join(dir, 'uploads'))).toEqual([]);
  });
});
