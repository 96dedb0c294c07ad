import { jest } from '@jest/globals';
import { API_PATHS } from '@centre/contracts';
import { sendContactMessage } from './contact-api';

const values = { name: 'Asha', email: 'asha@example.com', subject: 'Hi', message: 'Hello' };

describe('sendContactMessage', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('posts the four fields with baseId and tableId as JSON and reads only the ok status', async () => {
    const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, status: 201 }) as Response);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(sendContactMessage(values)).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(API_PATHS.submitForm);
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ ...values, language: 'en', baseId: expect.any(String), tableId: expect.any(String) });
  });

  it('29 sends the language the page is read in, so the receipt and the replies are written in it', async () => {
    const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, status: 201 }) as Response);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await sendContactMessage(values, 'mr');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ language: 'mr' });
  });

  it('reads a non-ok answer and a network failure as a failure', async () => {
    globalThis.fetch = (async () => ({ ok: false, status: 500 }) as Response) as typeof fetch;
    await expect(sendContactMessage(values)).resolves.toBe(false);
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(sendContactMessage(values)).resolves.toBe(false);
  });
});
