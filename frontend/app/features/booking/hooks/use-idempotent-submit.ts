import type { CreateBookingRequest } from '@centre/contracts';
import { useRef } from 'react';
import { submitBooking, type SubmitResult } from '../api/booking-api';

const newKey = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a booking with an `Idempotency-Key`: one key per attempt, kept when the same request
 * is sent again after no answer came (once by itself, then on the visitor's next click), so
 * the server books it at most once.
 */
export function useIdempotentSubmit(retryDelayMs: number) {
  const attempt = useRef<{ key: string; fingerprint: string } | undefined>(undefined);

  const submit = async (request: CreateBookingRequest): Promise<SubmitResult> => {
    const fingerprint = JSON.stringify({ ...request, timestamp: undefined });
    const key = attempt.current?.fingerprint === fingerprint ? attempt.current.key : newKey();
    attempt.current = { key, fingerprint };
    let result = await submitBooking(request, key);
    if (result.kind === 'failed' && result.retryable) {
      await wait(retryDelayMs);
      result = await submitBooking(request, key);
    }
    // Only an attempt that never got an answer may be repeated under its key.
    if (!(result.kind === 'failed' && result.retryable)) attempt.current = undefined;
    return result;
  };

  const forget = (): void => {
    attempt.current = undefined;
  };

  return { submit, forget };
}
