import { API_PATHS, type ContactFormValues, type SubmitContactRequest } from '@centre/contracts';
import { contactContent } from '../../../content/contact';

/**
 * Sends one contact message. Only "did it work" matters to the page: any non-ok answer and
 * any network failure read the same (spec 8).
 */
export const sendContactMessage = async (values: ContactFormValues): Promise<boolean> => {
  const body: SubmitContactRequest = { ...values, ...contactContent.recordStore };
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
