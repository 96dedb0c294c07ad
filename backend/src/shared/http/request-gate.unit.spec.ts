import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './http-errors.js';
import { isSameOrigin, requestGate } from './request-gate.js';

const PUBLIC = 'https://centre.example.edu';

/** What the gate passes on for a request: undefined when it lets it through. */
const gate = (method: string, url: string, headers: Record<string, string>): { status: number; code: string } | undefined => {
  let passed: unknown = 'not called';
  requestGate(PUBLIC)({ method, url, headers } as unknown as IncomingMessage, {} as ServerResponse, (error) => (passed = error));
  if (passed === undefined) return undefined;
  if (passed instanceof ApiError) return { status: passed.status, code: passed.code };
  throw new Error(`unexpected: ${String(passed)}`);
};

describe('26.1 cross-site booking: the request gate', () => {
  it.each([
    [{}, true],
    [{ origin: 'http://localhost:5000', host: 'localhost:5000' }, true],
    [{ origin: 'http://LOCALHOST:5000', host: 'localhost:5000' }, true],
    [{ origin: PUBLIC, host: 'backend:5000' }, true],
    [{ origin: 'https://evil.example', host: 'localhost:5000' }, false],
    [{ origin: 'http://localhost:5001', host: 'localhost:5000' }, false],
    [{ origin: 'null', host: 'localhost:5000' }, false],
    [{ origin: 'https://centre.example.edu.evil.example', host: 'backend:5000' }, false],
  ])('reads %j as same site: %s', (headers, expected) => {
    expect(isSameOrigin(headers, PUBLIC)).toBe(expected);
  });

  it('lets reads through whatever their origin, and what is not the API', () => {
    expect(gate('GET', '/api/bookings/X', { origin: 'https://evil.example' })).toBeUndefined();
    expect(gate('POST', '/socket.io/?EIO=4', { 'content-type': 'text/plain', 'content-length': '5' })).toBeUndefined();
  });

  it('refuses a foreign write before its type, and a body that is not JSON', () => {
    const json = { 'content-type': 'application/json', 'content-length': '2' };
    expect(gate('POST', '/api/bookings', { ...json, origin: 'https://evil.example' })).toEqual({ status: 403, code: 'CROSS_ORIGIN_REFUSED' });
    expect(gate('POST', '/api/bookings', json)).toBeUndefined();
    expect(gate('POST', '/API/Bookings/', { 'content-type': 'application/json; charset=utf-8', 'transfer-encoding': 'chunked' })).toBeUndefined();
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '9' };
    expect(gate('POST', '/api/bookings', form)).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(gate('PUT', '/api/bookings/X/status', { 'content-length': '9' })).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    // No body, nothing to read: a decision by POST …/approve sends none.
    expect(gate('POST', '/api/bookings/X/approve', {})).toBeUndefined();
  });

  it('takes a multipart form only where a file is sent', () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '99' };
    expect(gate('POST', '/api/applications', multipart)).toBeUndefined();
    expect(gate('POST', '/api/applications?x=1', multipart)).toBeUndefined();
    expect(gate('POST', '/api/bookings', multipart)).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
