export interface FetchCall {
  url: string;
  init: RequestInit;
}

/** Just the part of a Response the API clients read (jsdom has no fetch of its own). */
export const reply = (status: number, body: unknown): Response =>
  ({ status, ok: status >= 200 && status < 300, json: () => Promise.resolve(body) }) as Response;

/** Replaces fetch; every call is recorded and answered by `answer`. */
export const mockFetch = (answer: (call: FetchCall) => Promise<Response> | Response): FetchCall[] => {
  const calls: FetchCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return calls;
};
