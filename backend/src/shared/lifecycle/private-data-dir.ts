import { chmodSync, mkdirSync } from 'node:fs';

/** Group and others get nothing of what this process creates from now on. */
const OWNER_ONLY_UMASK = 0o077;

/**
 * Keeps DATA_DIR to the user the service runs as: the event log, the users and their password
 * hashes, the review-link secret, uploaded decks and the mail outbox hold personal data. Every
 * file and folder the process (its threads included: the mask is the process's) creates is
 * then 0600 / 0700, whichever library creates it (SQLite's -wal and -shm files, multer's
 * uploads, the outbox's mbox files), and the folder itself is closed to others also when an
 * older version left it open. Called once by each program that writes there, before it opens
 * anything.
 */
export const keepDataDirPrivate = (dataDir: string): void => {
  process.umask(OWNER_ONLY_UMASK);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
};
