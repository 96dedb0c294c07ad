import {
  API_PATHS,
  type ContactFormValues,
  type SubmitContactRequest,
  type SubmitContactResponse,
} from '@centre/contracts';
import { callApi } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';

/** The record-store identifiers the spec sends with every message; the server ignores them. */
const RECORD_STORE = { baseId: 'appContactCentre', tableId: 'tblContactMessages' } as const;

/**
 * Sends one contact message with the page's language (the receipt and the replies are written
 * in it). Only "did it work" matters to the page: any refusal and any network failure read the
 * same (spec 8).
 */
export const sendContactMessage = async (values: ContactFormValues, language = currentLanguage()): Promise<boolean> => {
  const body: SubmitContactRequest = { ...values, language, ...RECORD_STORE };
  const result = await callApi<SubmitContactResponse>(API_PATHS.submitForm, {
    method: 'POST',
    body,
    fallback: 'contact.failed',
  });
  return result.kind === 'ok';
};
