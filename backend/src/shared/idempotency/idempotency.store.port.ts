/** The first answer given to a request that carried an Idempotency-Key. */
export interface StoredResponse {
  /** Hash of method, path and body: a key reused for another request is refused. */
  fingerprint: string;
  status: number;
  body: unknown;
}

export interface IdempotencyStore {
  get(key: string): StoredResponse | undefined;
  /** Keeps `response` unless the key already has one; returns whichever is kept (the first). */
  putFirst(key: string, response: StoredResponse): StoredResponse;
  close(): void;
}

export const IDEMPOTENCY_STORE = Symbol('IDEMPOTENCY_STORE');
