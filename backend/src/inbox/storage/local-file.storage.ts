import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStorage } from './file-storage.port.js';

/** Ids are ours (UUIDs), so anything else is refused before it can reach a path. */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** By shape, not `instanceof`: errors of Node's fs may come from another realm (VM contexts, Jest). */
const isErrno = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/** Files in one folder (`${DATA_DIR}/uploads`), named by their id. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly directory: string) {}

  async adopt(tempPath: string): Promise<{ fileId: string }> {
    await mkdir(this.directory, { recursive: true });
    const fileId = randomUUID();
    const target = this.pathOf(fileId);
    try {
      await rename(tempPath, target);
    } catch (error: unknown) {
      // The temp folder may sit on another device (a mounted volume): copy, then drop the original.
      if (!isErrno(error, 'EXDEV')) throw error;
      await copyFile(tempPath, target);
      await unlink(tempPath);
    }
    return { fileId };
  }

  async open(fileId: string): Promise<{ stream: ReturnType<typeof createReadStream>; sizeBytes: number } | null> {
    if (!FILE_ID.test(fileId)) return null;
    const path = this.pathOf(fileId);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), sizeBytes: info.size };
    } catch (error: unknown) {
      if (isErrno(error, 'ENOENT')) return null;
      throw error;
    }
  }

  async remove(fileId: string): Promise<void> {
    if (!FILE_ID.test(fileId)) return;
    try {
      await unlink(this.pathOf(fileId));
    } catch (error: unknown) {
      if (!isErrno(error, 'ENOENT')) throw error;
    }
  }

  private pathOf(fileId: string): string {
    return join(this.directory, fileId);
  }
}
