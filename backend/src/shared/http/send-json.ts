import type { ServerResponse } from 'node:http';

/**
 * Answers JSON straight on Node's response, as Express's `res.json` would but without its ETag:
 * these answers (the lean routes' and every error) are never cached, so hashing each body
 * would be wasted work. Node sets the Content-Length of a body sent in one piece.
 */
export const sendJson = (res: ServerResponse, status: number, value: unknown): void => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(value));
};
