import { jest } from '@jest/globals';
import { API_PATHS, APPLICATION_MESSAGES, EMPTY_APPLICATION, apiError } from '@centre/contracts';
import { applicationFormData, submitApplication, type WizardValues } from './application-api';

const deck = new File(['%PDF-1.4'], 'deck.pdf', { type: 'application/pdf' });
const values: WizardValues = { ...EMPTY_APPLICATION, founderName: ' Asha ', email: 'asha@example.com', website: '   ', pitchDeck: deck };

describe('application API', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends every non-empty field, trimmed, and the pitch deck as a file', () => {
    const data = applicationFormData(values);
    expect(data.get('founderName')).toBe('Asha');
    expect(data.get('email')).toBe('asha@example.com');
    expect(data.has('website')).toBe(false);
    expect(data.has('stage')).toBe(false);
    expect((data.get('pitchDeck') as File).name).toBe('deck.pdf');
  });

  it('29.6 sends the scheme, and the consent only when given', () => {
    expect(applicationFormData(values).has('consent')).toBe(false);
    const data = applicationFormData({ ...values, scheme: 'msins', consent: true });
    expect(data.get('scheme')).toBe('msins');
    expect(data.get('consent')).toBe('yes');
  });

  it('sends the language the site is read in, so the applicant’s mails are written in it', () => {
    expect(applicationFormData(values).get('language')).toBe('en');
    expect(applicationFormData(values, 'mr').get('language')).toBe('mr');
  });

  it('posts multipart to /api/applications and reads the failure message', async () => {
    const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, status: 201, json: async () => ({}) }) as unknown as Response);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(submitApplication(values)).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]![0]).toBe(API_PATHS.applications);
    expect(fetchMock.mock.calls[0]![1]?.body).toBeInstanceOf(FormData);

    globalThis.fetch = (async () => ({ ok: false, status: 413, json: async () => ({ success: false, message: 'File size must be less than 10MB' }) })) as unknown as typeof fetch;
    await expect(submitApplication(values)).resolves.toEqual({ ok: false, message: { text: 'File size must be less than 10MB' } });

    // The server's own refusal carries the code the wizard shows it by.
    const tooLarge = apiError('PAYLOAD_TOO_LARGE', 'application.pitchDeckTooLarge');
    globalThis.fetch = (async () => ({ ok: false, status: 413, json: async () => tooLarge })) as unknown as typeof fetch;
    await expect(submitApplication(values)).resolves.toEqual({
      ok: false,
      message: { code: 'application.pitchDeckTooLarge', text: 'File size must be less than 10MB' },
    });

    const submitFailed = { code: 'application.submitFailed', text: APPLICATION_MESSAGES.submitFailed };
    globalThis.fetch = (async () => ({ ok: false, status: 502, json: async () => Promise.reject(new Error('no json')) })) as unknown as typeof fetch;
    await expect(submitApplication(values)).resolves.toEqual({ ok: false, message: submitFailed });

    globalThis.fetch = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    await expect(submitApplication(values)).resolves.toEqual({ ok: false, message: submitFailed });
  });
});
