import type { Readable } from 'node:stream';

/** Where uploaded files live once accepted. The local folder is the embedded default; object storage can replace it. */
export interface FileStorage {
  /**
   * Takes ownership of a finished upload at `tempPath` (the file is moved, not copied) and
   * answers the id under which it can be read again.
   */
  adopt(tempPath: string): Promise<{ fileId: string }>;
  /** Whether files of this many bytes still fit in the upload budget. */
  hasRoomFor(bytes: number): Promise<boolean>;
  /** The stored bytes, or null when no file has that id. */
  open(fileId: string): Promise<{ stream: Readable; sizeBytes: number } | null>;
  /** Removes a stored file; removing one that is not there is not an error. */
  remove(fileId: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** The files kept would pass the configured total (UPLOAD_BUDGET_MB): nothing more is accepted. */
export class UploadBudgetSpentError extends Error {
  readonly code = 'UPLOAD_BUDGET_SPENT';
  constructor() {
    super('The upload budget is spent');
  }
}
