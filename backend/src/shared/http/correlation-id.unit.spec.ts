import type { ServerResponse } from 'node:http';
import { correlationIdOf, echoedCorrelationIdOf } from './correlation-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const asked = (id?: string | string[]) => ({ headers: id === undefined ? {} : { 'x-correlation-id': id } });

describe("a request's correlation id", () => {
  it.each(['corr-123', 'web:1.2_x', 'a'.repeat(128)])("is the caller's %s, a sane token", (id) => {
    expect(correlationIdOf(asked(id))).toBe(id);
  });

  it.each([[undefined], [''], ['a'.repeat(129)], ['has space'], ['<script>'], [['a', 'b']]])('is a fresh one for %j', (id) => {
    expect(correlationIdOf(asked(id))).toMatch(UUID);
  });

  it('is echoed on the response by the routes that echo it', () => {
    const headers = new Map<string, unknown>();
    const response = { setHeader: (name: string, value: unknown) => headers.set(name, value) } as unknown as Pick<ServerResponse, 'setHeader'>;
    const id = echoedCorrelationIdOf(asked('corr-9'), response);
    expect(id).toBe('corr-9');
    expect(headers.get('X-Correlation-Id')).toBe('corr-9');
  });
});
