import request from 'supertest';
import { ReviewLinkService } from '../../auth/index.js';
import { bookingBody } from '../../bookings/testing/booking-test-app.js';
import type { AdminTestApp } from './admin-test-app.js';

/**
 * Books through the public API, confirms from the booker's mail when `confirm` is set (else
 * the request awaits its booker) and waits until every projection has applied it.
 */
export const book = async (t: AdminTestApp, over: Record<string, unknown> = {}, { confirm = false } = {}): Promise<string> => {
  const res = await request(t.server).post('/api/bookings').send(bookingBody(over));
  if (res.status !== 201) throw new Error(`booking refused: ${res.status} ${JSON.stringify(res.body)}`);
  const bookingId = res.body.bookingId as string;
  let position = res.body.position as number;
  if (confirm) {
    const token = t.app.get(ReviewLinkService).createBookerLink(bookingId, String(bookingBody(over).date)).token;
    const confirmed = await request(t.app.getHttpServer()).post(`/api/my-bookings/${bookingId}/confirm`).query({ token });
    if (confirmed.status !== 200) throw new Error(`confirmation refused: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    position = confirmed.body.position as number;
  }
  await settle(t, position);
  return bookingId;
};

/** Approves or rejects through the review API as the given session. */
export const decide = async (t: AdminTestApp, cookie: string, id: string, status: 'approve' | 'reject', adminNotes = ''): Promise<void> => {
  const res = await request(t.app.getHttpServer()).put(`/api/bookings/${id}/status`).set('Cookie', cookie).send({ status, adminNotes });
  if (res.status !== 200) throw new Error(`decision refused: ${res.status} ${JSON.stringify(res.body)}`);
  await settle(t, res.body.position as number);
};

export const settle = async (t: AdminTestApp, position: number): Promise<void> => {
  if (!(await t.host.waitForPosition(position, 5_000))) throw new Error(`projections did not reach ${position}`);
};
