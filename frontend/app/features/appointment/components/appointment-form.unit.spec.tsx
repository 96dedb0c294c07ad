import { APPOINTMENT_MESSAGES } from '@centre/contracts';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '../../../lib/i18n';
import { AppointmentForm } from './appointment-form';

jest.setTimeout(20_000);

const reply = (status: number, body: unknown): Response =>
  ({ status, ok: status >= 200 && status < 300, json: () => Promise.resolve(body) }) as Response;

const mockFetch = (
  answer: (url: string, init: RequestInit) => Response,
): Array<{ url: string; init: RequestInit }> => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return answer(String(input), init);
  }) as typeof fetch;
  return calls;
};

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(screen.getByLabelText('User Type'), 'Student');
  await user.selectOptions(screen.getByLabelText('Institute'), 'College of Engineering');
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Contact'), '98765-43210');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2099-03-10' } });
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '10:00' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '11:30' } });
  await user.click(screen.getByRole('checkbox', { name: '3D Printer' }));
};

describe('AppointmentForm', () => {
  it('asks for every field and a machine', async () => {
    const calls = mockFetch(() => reply(200, {}));
    const user = userEvent.setup({ delay: null });
    render(<AppointmentForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent(APPOINTMENT_MESSAGES.fillAllFields);
    expect(calls).toHaveLength(0);
  });

  it('submits after the machine check, and clears the form', async () => {
    const calls = mockFetch((url) =>
      url.startsWith('/api/machines/availability')
        ? reply(200, { available: true })
        : reply(201, {
            success: true,
            message: APPOINTMENT_MESSAGES.submitted,
            bookingId: 'b',
            position: 1,
          }),
    );
    const user = userEvent.setup({ delay: null });
    render(<AppointmentForm />);
    await fill(user);
    // 27.6: the number stays as typed; the server reads its ten digits.
    expect(screen.getByLabelText('Contact')).toHaveValue('98765-43210');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(APPOINTMENT_MESSAGES.submitted)).toBeInTheDocument();
    expect(calls[0]!.url).toBe(
      '/api/machines/availability?date=2099-03-10&timeFrom=10%3A00&timeTo=11%3A30&machines=3d-printer',
    );
    expect(JSON.parse(String(calls[1]!.init.body))).toMatchObject({
      userType: 'Student',
      selectedMachines: ['3d-printer'],
      contact: '98765-43210',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('says when the machine is taken, and when the request fails', async () => {
    let available = false;
    mockFetch((url) =>
      url.startsWith('/api/machines') ? reply(200, { available }) : reply(500, {}),
    );
    const user = userEvent.setup({ delay: null });
    render(<AppointmentForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(APPOINTMENT_MESSAGES.machineUnavailable)).toBeInTheDocument();
    available = true;
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(APPOINTMENT_MESSAGES.submitFailed)).toBeInTheDocument();
  });
});

describe('AppointmentForm in Marathi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('labels the form in Marathi and asks for every field in Marathi', async () => {
    const calls = mockFetch(() => reply(200, {}));
    const user = userEvent.setup({ delay: null });
    render(<AppointmentForm />);
    await act(() => switchLanguage('mr'));
    expect(await screen.findByRole('heading', { name: 'मशीनसाठी वेळ आरक्षण' })).toBeInTheDocument();
    const userType = screen.getByLabelText('वापरकर्त्याचा प्रकार');
    expect(within(userType).getByRole('option', { name: 'प्राध्यापक' })).toHaveValue('Faculty');
    await user.click(screen.getByRole('button', { name: 'विनंती पाठवा' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया सर्व माहिती भरा.');
    expect(calls).toHaveLength(0);
  });

  it('shows institutes in Marathi and sends their English labels', async () => {
    const calls = mockFetch((url) =>
      url.startsWith('/api/machines/availability')
        ? reply(200, { available: true })
        : reply(201, {
            success: true,
            message: APPOINTMENT_MESSAGES.submitted,
            bookingId: 'b',
            position: 1,
          }),
    );
    const user = userEvent.setup({ delay: null });
    render(<AppointmentForm />);
    await act(() => switchLanguage('mr'));
    await user.selectOptions(await screen.findByLabelText('वापरकर्त्याचा प्रकार'), 'विद्यार्थी');
    await user.selectOptions(screen.getByLabelText('संस्था'), 'अभियांत्रिकी महाविद्यालय');
    await user.type(screen.getByLabelText('नाव'), 'Asha Rao');
    await user.type(screen.getByLabelText('संपर्क'), '9876543210');
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    fireEvent.change(screen.getByLabelText('तारीख'), { target: { value: '2099-03-10' } });
    fireEvent.change(screen.getByLabelText('पासून'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('पर्यंत'), { target: { value: '11:30' } });
    await user.click(screen.getByRole('checkbox', { name: '3D Printer' }));
    await user.click(screen.getByRole('button', { name: 'विनंती पाठवा' }));
    expect(await screen.findByText('वेळ-आरक्षणाची विनंती यशस्वीपणे पाठवली!')).toBeInTheDocument();
    expect(JSON.parse(String(calls[1]!.init.body))).toMatchObject({
      userType: 'Student',
      institute: 'College of Engineering',
    });
  });
});
