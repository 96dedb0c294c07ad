import request from 'supertest';
import { bookingBody } from '../../bookings/testing/booking-test-app.js';
import type { AdminTestApp } from './admin-test-app.js';

/** Books through the public API and waits until every projection has applied it. */
export const book = async (t: AdminTestApp, over: Record<string, unknown> = {}): Promise<string> => {
  const res = await request(t.server).post('/api/bookings').send(bookingBody(over));
  if (res.status !== 201) throw new Error(`booking refused: ${res.status} ${JSON.stringify(res.body)}`);
  await settle(t, res.body.position as number);
  return res.body.bookingId as string;
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
