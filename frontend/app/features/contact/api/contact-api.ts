import { API_PATHS, type ContactFormValues, type SubmitContactRequest } from '@centre/contracts';

/** The record-store identifiers the spec sends with every message; the server ignores them. */
const RECORD_STORE = { baseId: 'appContactCentre', tableId: 'tblContactMessages' } as const;

/**
 * Sends one contact message. Only "did it work" matters to the page: any non-ok answer and
 * any network failure read the same (spec 8).
 */
export const sendContactMessage = async (values: ContactFormValues): Promise<boolean> => {
  const body: SubmitContactRequest = { ...values, ...RECORD_STORE };
  try {
    const response = await fetch(API_PATHS.submitForm, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return response.ok;
  } catch {
    return false;
  }
};
