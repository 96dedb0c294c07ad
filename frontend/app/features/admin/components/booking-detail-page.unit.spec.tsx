import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingRecord } from '@centre/contracts';
import type { BookingHistoryEntry as AuditEntry } from '@centre/contracts';
import { fakeServer, renderConsole, REVIEWER } from '../testing/console-test-kit';

const ID = 'bk-FabricationLab-20261122-abcdefgh';
const pending: BookingRecord = {
  id: ID,
  name: 'Asha Rao',
  userType: 'Student',
  email: 'asha@example.org',
  contactNumber: '9876543210',
  institute: 'College of Engineering',
  lab: 'FabricationLab',
  labName: 'Fabrication Lab',
  date: '2026-11-22',
  timeSlots: ['10:00 AM - 11:00 AM'],
  facilities: ['Prusa MK4 3D Printer (Unit 1)'],
  facilityIds: ['fab-prusa-mk4-1'],
  createdAt: '2026-11-21T04:00:00.000Z',
  updatedAt: '2026-11-21T04:00:00.000Z',
  status: 'pending',
};
const requested: AuditEntry = {
  eventId: 'e1',
  type: 'BookingRequested',
  status: 'pending',
  at: '2026-11-21T04:00:00.000Z',
  actor: { kind: 'visitor' },
  position: 7,
  revision: 0,
  correlationId: 'c1',
};
const approved: AuditEntry = {
  eventId: 'e2',
  type: 'BookingApproved',
  status: 'approved',
  at: '2026-11-21T05:30:00.000Z',
  actor: { kind: 'user', email: 'priya@centre.example.edu', role: 'reviewer' },
  notes: 'Bring your ID card',
  position: 9,
  revision: 1,
  correlationId: 'c2',
};

describe('Booking detail', () => {
  it('shows the record, its audit trail, and approves with notes through the review route', async () => {
    let decided = false;
    const server = fakeServer({
      [`GET /api/admin/bookings/${ID}`]: () =>
        decided
          ? { body: { success: true, booking: { ...pending, status: 'approved', adminNotes: 'Bring your ID card', updatedAt: approved.at }, trail: [requested, approved] } }
          : { body: { success: true, booking: pending, trail: [requested] } },
      [`PUT /api/bookings/${ID}/status`]: () => {
        decided = true;
        return { body: { success: true, message: 'Booking approved successfully!', status: 'approved', position: 9 } };
      },
    });
    renderConsole(`/admin/bookings/${ID}`, REVIEWER);
    expect(await screen.findByRole('heading', { name: 'Booking of Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.getByText('PENDING', { exact: false })).toBeInTheDocument();
    const trail = screen.getByRole('list', { name: 'Audit trail' });
    expect(within(trail).getAllByRole('listitem')).toHaveLength(1);
    expect(trail).toHaveTextContent('Booking requested');
    expect(trail).toHaveTextContent('by Visitor (booking form)');
    // A reviewer does not replay history; an admin does.
    expect(screen.queryByRole('link', { name: "Replay this lab-day's history" })).not.toBeInTheDocument();

    const user = userEvent.setup();
    // 27.4: a confirmation step names the booking; the notes are written there.
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the booking of Asha Rao?' });
    expect(dialog).toHaveTextContent('Fabrication Lab · Sun, 22 Nov 2026 · 10:00 AM - 11:00 AM');
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText('Admin Notes'), '  Bring your ID card ');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'approve', adminNotes: 'Bring your ID card' });

    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Audit trail' })).getAllByRole('listitem')).toHaveLength(2));
    const after = screen.getByRole('list', { name: 'Audit trail' });
    expect(after).toHaveTextContent('Booking approved');
    expect(after).toHaveTextContent('by priya@centre.example.edu (reviewer)');
    expect(after).toHaveTextContent('Notes: Bring your ID card');
    expect(screen.getByRole('status')).toHaveTextContent('Booking approved successfully!');
    // Decided: no more buttons.
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('rejects with a reason the console insists on, and shows a refusal of the server', async () => {
    const server = fakeServer({
      [`GET /api/admin/bookings/${ID}`]: { body: { success: true, booking: pending, trail: [requested] } },
      [`PUT /api/bookings/${ID}/status`]: { status: 409, body: { success: false, message: 'This booking has already been approved.' } },
    });
    renderConsole(`/admin/bookings/${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the booking of Asha Rao?' });
    // 27.4: no reason, no reject: the booker's mail gives it.
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(within(dialog).getByText('Please give a reason.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason for rejecting (sent to the booker)'), 'The printer is under repair');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This booking has already been approved.');
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'reject', adminNotes: 'The printer is under repair' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Replay this lab-day's history" })).toHaveAttribute('href', '/admin/history?lab=FabricationLab&date=2026-11-22');
  });

  it('27.4 cancels an approved booking with a reason, after a confirmation step', async () => {
    let cancelledNow = false;
    const approvedBooking: BookingRecord = { ...pending, status: 'approved', adminNotes: 'Bring your ID card' };
    const server = fakeServer({
      [`GET /api/admin/bookings/${ID}`]: () => ({
        body: {
          success: true,
          booking: cancelledNow ? { ...approvedBooking, status: 'cancelled', cancelledBy: 'reviewer', cancelReason: 'Lab closed for audit' } : approvedBooking,
          trail: [requested, approved],
        },
      }),
      [`POST /api/bookings/${ID}/cancel`]: () => {
        cancelledNow = true;
        return { body: { success: true, status: 'cancelled', position: 11 } };
      },
    });
    renderConsole(`/admin/bookings/${ID}`, REVIEWER);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the booking of Asha Rao?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the booking' }));
    expect(within(dialog).getByText('Please give a reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason for cancelling (sent to the booker)'), ' Lab closed for audit ');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Lab closed for audit' });
    expect(await screen.findByText('By a reviewer: Lab closed for audit')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Booking cancelled.');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it("27.4 shows another lab's booking to a reviewer given labs read-only, and says who decides it", async () => {
    fakeServer({ [`GET /api/admin/bookings/${ID}`]: { body: { success: true, booking: pending, trail: [requested] } } });
    renderConsole(`/admin/bookings/${ID}`, { ...REVIEWER, labs: ['BioLab', 'MediaLab'] });
    expect(await screen.findByRole('heading', { name: 'Booking of Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('Read-only: Fabrication Lab is not one of your labs. Its reviewers or an admin decide this booking.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('says so when the booking does not exist', async () => {
    fakeServer({ [`GET /api/admin/bookings/${ID}`]: { status: 404, body: { success: false, message: 'Booking not found' } } });
    renderConsole(`/admin/bookings/${ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('No booking has this id.');
  });

  it('28.3 a flagged approved booking: the reason, "Needs attention", and Keep booking with a note through the keep route', async () => {
    let kept = false;
    const flags = [{ operationId: 'cl-1', kind: 'closure' as const, words: 'Diwali', at: '2026-11-22T05:00:00.000Z' }];
    const flaggedStep: AuditEntry = { ...approved, eventId: 'e3', type: 'BookingFlagged', notes: 'Diwali', actor: { kind: 'system', reason: 'lab-operations' }, revision: 2, position: 11 };
    const keptStep: AuditEntry = { ...approved, eventId: 'e4', type: 'BookingFlagCleared', notes: 'Held in the annexe', revision: 3, position: 12 };
    const approvedBooking: BookingRecord = { ...pending, status: 'approved' };
    const server = fakeServer({
      [`GET /api/admin/bookings/${ID}`]: () =>
        kept
          ? { body: { success: true, booking: { ...approvedBooking, adminNotes: 'Held in the annexe' }, trail: [requested, approved, flaggedStep, keptStep] } }
          : { body: { success: true, booking: { ...approvedBooking, flags }, trail: [requested, approved, flaggedStep] } },
      [`POST /api/bookings/${ID}/keep`]: () => {
        kept = true;
        return { body: { success: true, status: 'approved', position: 12 } };
      },
    });
    renderConsole(`/admin/bookings/${ID}`, REVIEWER);
    const notice = await screen.findByRole('region', { name: 'Needs attention' });
    expect(notice).toHaveTextContent('Closure: Diwali');
    expect(screen.getByRole('list', { name: 'Audit trail' })).toHaveTextContent('Flagged: needs attention');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep the booking of Asha Rao?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, keep the booking' }));
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Note: why it can go ahead (sent to the booker)'), 'Held in the annexe');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, keep the booking' }));
    await waitFor(() => expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Held in the annexe' }));
    expect(await screen.findByText('Booking kept. The flag is cleared and the booker is told it stands.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Audit trail' })).toHaveTextContent('Kept by a reviewer (flag cleared)');
    expect(screen.queryByRole('button', { name: 'Keep booking' })).not.toBeInTheDocument();
  });
});
