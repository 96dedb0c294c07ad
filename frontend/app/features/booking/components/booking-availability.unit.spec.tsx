import { AVAILABILITY_MESSAGES, BOOKING_SUBMIT_MESSAGES, thankYouMessage } from '@centre/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import userEvent from '@testing-library/user-event';
import {
  FakeLiveSocket,
  json,
  mockFetch,
  receiptAnswer,
  RECEIPT_ID,
  renderAt,
  type FetchCall,
} from '../testing/booking-test-kit';
import { BookingForm } from './booking-form';
import { ThankYou } from './thank-you';

const DATE = '2099-03-10';
const available = {
  success: true,
  available: true,
  message: AVAILABILITY_MESSAGES.available,
  conflicts: [],
  position: 0,
};
const conflict = {
  success: true,
  available: false,
  message: AVAILABILITY_MESSAGES.conflict,
  conflicts: [{ slotId: '09:00', facilityId: 'fab-prusa-mk4-1' }],
  position: 3,
};

jest.setTimeout(30_000);

type Responder = (call: FetchCall) => Response | Promise<Response>;

const setup = (
  responder: Responder = () => json(200, available),
  socket = new FakeLiveSocket(),
) => {
  const calls = mockFetch(responder);
  const user = userEvent.setup({ delay: null });
  const view = renderAt(<BookingForm retryDelayMs={1} />, { socket });
  return { user, calls, ...view };
};

const checks = (calls: FetchCall[]) => calls.filter((c) => c.url === '/api/check-availability');
const posts = (calls: FetchCall[]) => calls.filter((c) => c.url === '/api/bookings');
const submit = () => screen.getByRole('button', { name: /Submit/ });

const chooseBooking = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(screen.getByLabelText(/^Lab/), 'FabricationLab');
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: DATE } });
  await user.click(screen.getByRole('checkbox', { name: '9:00 AM - 10:00 AM' }));
  await user.click(screen.getByRole('checkbox', { name: '10:00 AM - 11:00 AM' }));
  await user.click(screen.getByRole('checkbox', { name: /Prusa MK4 3D Printer \(Unit 1\)/ }));
};

const fillStudent = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(screen.getByLabelText(/^User Type/), 'Student');
  await user.type(screen.getByLabelText(/^Name/), 'Asha Rao');
  await user.type(screen.getByLabelText(/^Contact Number/), '9876543210');
  await user.type(screen.getByLabelText(/^Email/), 'Asha@Example.com');
  await user.selectOptions(screen.getByLabelText(/^Institute/), 'College of Engineering');
};

describe('live availability check', () => {
  it('waits 500 ms after the last change, checks once, and only when lab, date, slots and facilities are all there', async () => {
    const { user, calls } = setup();
    await user.selectOptions(screen.getByLabelText(/^Lab/), 'FabricationLab');
    await user.click(screen.getByRole('checkbox', { name: '9:00 AM - 10:00 AM' }));
    await user.click(screen.getByRole('checkbox', { name: '10:00 AM - 11:00 AM' }));
    await user.click(screen.getByRole('checkbox', { name: /Prusa MK4 3D Printer \(Unit 1\)/ }));
    await new Promise((r) => setTimeout(r, 700));
    expect(checks(calls)).toHaveLength(0);

    // Two quick changes: one check, for the last of them.
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2099-03-09' } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: DATE } });
    const lastChange = Date.now();
    await new Promise((r) => setTimeout(r, 300));
    expect(checks(calls)).toHaveLength(0);
    await waitFor(() => expect(checks(calls)).toHaveLength(1));
    expect(Date.now() - lastChange).toBeGreaterThanOrEqual(490);
    expect(checks(calls)[0]!.body).toEqual({
      lab: 'FabricationLab',
      date: DATE,
      timeSlots: ['9:00 AM - 10:00 AM', '10:00 AM - 11:00 AM'],
      machines: ['fab-prusa-mk4-1'],
    });
    expect(await screen.findByText(AVAILABILITY_MESSAGES.available)).toBeInTheDocument();
  });

  it('shows the amber conflict banner with its hint and blocks submit', async () => {
    const { user, calls } = setup((call) =>
      json(200, call.url === '/api/check-availability' ? conflict : {}),
    );
    await fillStudent(user);
    await chooseBooking(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AVAILABILITY_MESSAGES.conflict);
    expect(alert).toHaveTextContent(AVAILABILITY_MESSAGES.conflictHint);
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit());
    expect(posts(calls)).toHaveLength(0);
  });

  it('names the backend when the server cannot be reached', async () => {
    const { user } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await chooseBooking(user);
    expect(await screen.findByText(AVAILABILITY_MESSAGES.serverUnreachable)).toBeInTheDocument();
  });

  it('shows a conflict pushed over the live channel without a click', async () => {
    const socket = new FakeLiveSocket();
    const { user } = setup(() => json(200, available), socket);
    await fillStudent(user);
    await chooseBooking(user);
    await screen.findByText(AVAILABILITY_MESSAGES.available);
    expect(socket.subscriptions).toContainEqual({ lab: 'FabricationLab', date: DATE });
    expect(submit()).toHaveAttribute('aria-disabled', 'false');

    act(() =>
      socket.push({
        lab: 'FabricationLab',
        date: DATE,
        position: 7,
        taken: [
          { slotId: '10:00', facilityId: 'fab-prusa-mk4-1', bookingId: 'b1', status: 'pending' },
        ],
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AVAILABILITY_MESSAGES.conflict);
    expect(alert).toHaveTextContent('Prusa MK4 3D Printer (Unit 1), 10:00 AM - 11:00 AM');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    const slot = screen.getByRole('checkbox', { name: /10:00 AM - 11:00 AM/ });
    expect(slot.closest('label')).toHaveTextContent('Booked');

    // A snapshot of another lab-day, or an older one, changes nothing.
    act(() => socket.push({ lab: 'FabricationLab', date: DATE, position: 5, taken: [] }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});

describe('availability popup', () => {
  it('asks for the choices first when opened early', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    const dialog = screen.getByRole('dialog', { name: AVAILABILITY_MESSAGES.popupTitle });
    expect(
      within(dialog).getByText(AVAILABILITY_MESSAGES.prerequisitesMissing),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'available',
      () => json(200, available),
      AVAILABILITY_MESSAGES.availableTitle,
      AVAILABILITY_MESSAGES.available,
    ],
    [
      'conflict',
      () => json(200, conflict),
      AVAILABILITY_MESSAGES.conflictTitle,
      AVAILABILITY_MESSAGES.conflictSuggestions[2],
    ],
    [
      'failed',
      () => json(500, { success: false, message: 'Boom from server' }),
      AVAILABILITY_MESSAGES.failedTitle,
      'Boom from server',
    ],
    [
      'failed without a message',
      () => json(500, {}),
      AVAILABILITY_MESSAGES.failedTitle,
      AVAILABILITY_MESSAGES.checkFailed,
    ],
  ])('shows the %s state', async (_name, answer, title, text) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = setup(async () => {
      await gate;
      return answer();
    });
    await chooseBooking(user);
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    const dialog = screen.getByRole('dialog', { name: AVAILABILITY_MESSAGES.popupTitle });
    expect(within(dialog).getByText('Checking availability...')).toBeInTheDocument();
    release();
    expect(await within(dialog).findByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    if (title === AVAILABILITY_MESSAGES.conflictTitle) {
      for (const s of AVAILABILITY_MESSAGES.conflictSuggestions)
        expect(within(dialog).getByText(s)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('submitting', () => {
  it('sends the spec request with an idempotency key, reuses it on a retry, and thanks the booker', async () => {
    let attempts = 0;
    const { user, calls, location, fragment } = setup((call) => {
      if (call.url === '/api/bookings') {
        attempts += 1;
        if (attempts === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return json(201, {
          success: true,
          message: 'ok',
          bookingId: 'bk-1',
          position: 1,
          receipt: 'r.1',
        });
      }
      return json(200, available);
    });
    await fillStudent(user);
    await chooseBooking(user);
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'false'));
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/booking/thankyou/Asha%20Rao'));
    // 27.1: the receipt rides in the fragment, for the thank-you page to read the booking with.
    expect(fragment()).toBe('#id=bk-1&receipt=r.1');
    const [first, second] = posts(calls);
    const key = (c: FetchCall | undefined) =>
      (c?.init.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(first)).toBeTruthy();
    expect(key(second)).toBe(key(first));
    expect(second!.body).toMatchObject({
      userType: 'Student',
      lab: 'FabricationLab',
      date: DATE,
      timeSlots: ['9:00 AM - 10:00 AM', '10:00 AM - 11:00 AM'],
      machines: [{ id: 'fab-prusa-mk4-1', name: 'Prusa MK4 3D Printer (Unit 1)' }],
      name: 'Asha Rao',
      contactNumber: '9876543210',
      email: 'asha@example.com',
      institute: 'College of Engineering',
    });
    expect(second!.body).not.toHaveProperty('startupName');
    expect(typeof (second!.body as { timestamp: unknown }).timestamp).toBe('string');
  });

  it.each([
    ['a 404', () => json(404, {}), BOOKING_SUBMIT_MESSAGES.apiNotFound],
    [
      'no answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      BOOKING_SUBMIT_MESSAGES.serverUnreachable,
    ],
    ['another failure', () => json(500, {}), BOOKING_SUBMIT_MESSAGES.submitFailed],
    [
      'a conflict',
      () => json(409, { success: false, conflict: true, message: '' }),
      BOOKING_SUBMIT_MESSAGES.slotAlreadyReserved,
    ],
  ])('explains %s in the spec words', async (_name, answer, message) => {
    const { user } = setup((call) =>
      call.url === '/api/bookings' ? answer() : json(200, available),
    );
    await fillStudent(user);
    await chooseBooking(user);
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'false'));
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    if (message === BOOKING_SUBMIT_MESSAGES.slotAlreadyReserved) {
      expect(screen.getByText(BOOKING_SUBMIT_MESSAGES.slotAlreadyReservedHint)).toBeInTheDocument();
      expect(submit()).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it('reads "Submitting..." while in flight', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = setup(async (call) => {
      if (call.url !== '/api/bookings') return json(200, available);
      await gate;
      return json(500, {});
    });
    await fillStudent(user);
    await chooseBooking(user);
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'false'));
    await user.click(submit());
    expect(
      await screen.findByRole('button', { name: BOOKING_SUBMIT_MESSAGES.submitting }),
    ).toBeDisabled();
    release();
    expect(
      await screen.findByRole('button', { name: BOOKING_SUBMIT_MESSAGES.submit }),
    ).toBeEnabled();
  });
});

describe('ThankYou', () => {
  it('thanks the booker (named by the booking), says a mail asks to confirm, and links back to the form', async () => {
    mockFetch(() => json(200, receiptAnswer()));
    renderAt(<ThankYou fragment={`#id=${RECEIPT_ID}&receipt=r`} />, { path: '/thanks' });
    expect(await screen.findByText(thankYouMessage('Asha Rao'))).toBeInTheDocument();
    expect(screen.getByText(BOOKING_SUBMIT_MESSAGES.mailSent)).toBeInTheDocument();
    expect(screen.queryByText(BOOKING_SUBMIT_MESSAGES.confirmationNote)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: BOOKING_SUBMIT_MESSAGES.bookAnother })).toHaveAttribute(
      'href',
      '/booking',
    );
  });
});
