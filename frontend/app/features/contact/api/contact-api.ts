import {
  API_PATHS,
  type ContactFormValues,
  type SubmitContactRequest,
  type SubmitContactResponse,
} from '@centre/contracts';
import { callApi } from '../../../lib/http';

/** The record-store identifiers the spec sends with every message; the server ignores them. */
const RECORD_STORE = { baseId: 'appContactCentre', tableId: 'tblContactMessages' } as const;

/**
 * Sends one contact message. Only "did it work" matters to the page: any refusal and any
 * network failure read the same (spec 8).
 */
export const sendContactMessage = async (values: ContactFormValues): Promise<boolean> => {
  const body: SubmitContactRequest = { ...values, ...RECORD_STORE };
  const result = await callApi<SubmitContactResponse>(API_PATHS.submitForm, {
    method: 'POST',
    body,
    fallback: 'contact.failed',
  });
  return result.kind === 'ok';
};
