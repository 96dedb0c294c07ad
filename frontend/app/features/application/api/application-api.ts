import {
  API_PATHS,
  APPLICATION_FILE_FIELD,
  APPLICATION_MESSAGES,
  type ApplicationValues,
} from '@centre/contracts';

/** The wizard's values; the pitch deck is the browser's File. */
export type WizardValues = Omit<ApplicationValues, 'pitchDeck'> & { pitchDeck: File | null };

export type SubmitOutcome = { ok: true } | { ok: false; message: string };

const messageOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message.trim() !== ''
    ? body.message
    : undefined;

/** Multipart: every non-empty text field (trimmed) and the pitch deck as a file (spec 7). */
export const applicationFormData = (values: WizardValues): FormData => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (key === APPLICATION_FILE_FIELD || typeof value !== 'string') continue;
    if (value.trim() !== '') data.append(key, value.trim());
  }
  if (values.pitchDeck) data.append(APPLICATION_FILE_FIELD, values.pitchDeck, values.pitchDeck.name);
  return data;
};

/** Only the failure's `message` is read; anything else falls back to the spec's line. */
export const submitApplication = async (values: WizardValues): Promise<SubmitOutcome> => {
  try {
    const response = await fetch(API_PATHS.applications, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: applicationFormData(values),
    });
    if (response.ok) return { ok: true };
    const body: unknown = await response.json().catch(() => undefined);
    return { ok: false, message: messageOf(body) ?? APPLICATION_MESSAGES.submitFailed };
  } catch {
    return { ok: false, message: APPLICATION_MESSAGES.submitFailed };
  }
};
