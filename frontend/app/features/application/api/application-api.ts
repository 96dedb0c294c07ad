import {
  API_PATHS,
  APPLICATION_FILE_FIELD,
  APPLICATION_PATHS,
  type ApplicantStatusResponse,
  type ApplicationValues,
  type SubmitApplicationResponse,
} from '@centre/contracts';
import { callApi } from '../../../lib/http';
import { currentLanguage, notice, noticeOf, type Notice } from '../../../lib/i18n';

/** The wizard's values; the pitch deck is the browser's File. */
export type WizardValues = Omit<ApplicationValues, 'pitchDeck'> & { pitchDeck: File | null };

export type SubmitOutcome = { ok: true } | { ok: false; message: Notice };

/**
 * Multipart: every non-empty text field (trimmed), the consent when given, the language the
 * site is read in (the applicant's mails are written in it) and the pitch deck as a file (spec 7).
 */
export const applicationFormData = (values: WizardValues, language = currentLanguage()): FormData => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (key === APPLICATION_FILE_FIELD || typeof value !== 'string') continue;
    if (value.trim() !== '') data.append(key, value.trim());
  }
  if (values.consent) data.append('consent', 'yes');
  data.append('language', language);
  if (values.pitchDeck) data.append(APPLICATION_FILE_FIELD, values.pitchDeck, values.pitchDeck.name);
  return data;
};

/** Only the failure's message is read; a failure without one falls back to the spec's line. */
export const submitApplication = async (values: WizardValues): Promise<SubmitOutcome> => {
  const result = await callApi<SubmitApplicationResponse>(API_PATHS.applications, {
    method: 'POST',
    body: applicationFormData(values),
    fallback: 'application.submitFailed',
  });
  if (result.kind === 'ok') return { ok: true };
  return {
    ok: false,
    message: result.kind === 'refused' ? noticeOf(result.error) : notice('application.submitFailed'),
  };
};

export type StatusOutcome = { kind: 'ok'; status: ApplicantStatusResponse } | { kind: 'invalid-link' } | { kind: 'failed' };

/** The applicant's status behind the signed link of their mails; a link that is not valid says so. */
export const fetchApplicationStatus = async (id: string, token: string): Promise<StatusOutcome> => {
  const result = await callApi<ApplicantStatusResponse>(APPLICATION_PATHS.status(id, token), { method: 'GET', fallback: 'application.submitFailed' });
  if (result.kind === 'ok') return { kind: 'ok', status: result.body };
  return result.kind === 'refused' && result.status === 404 ? { kind: 'invalid-link' } : { kind: 'failed' };
};
