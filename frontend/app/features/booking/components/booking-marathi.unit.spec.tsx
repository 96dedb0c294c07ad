import { AVAILABILITY_MESSAGES, STAFF_DIRECTORY } from '@centre/contracts';
import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatters, switchLanguage } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  receiptAnswer,
  RECEIPT_ID,
  renderAt,
  type FetchCall,
} from '../testing/booking-test-kit';
import { BookingPage } from './booking-page';
import { ThankYou } from './thank-you';

jest.setTimeout(30_000);

const DATE = '2099-03-10';
const mr = formatters('mr');
const available = {
  success: true,
  available: true,
  message: AVAILABILITY_MESSAGES.available,
  conflicts: [],
  position: 0,
};

const show = (responder: (call: FetchCall) => Response = () => json(200, available)) => {
  const calls = mockFetch(responder);
  const user = userEvent.setup({ delay: null });
  const view = renderAt(<BookingPage />);
  return { user, calls, ...view };
};

const submit = () => screen.getByRole('button', { name: 'बुकिंग पाठवा' });

describe('BookingPage in Marathi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('asks for every field in Marathi when the empty form is sent', async () => {
    const { user } = show();
    await act(() => switchLanguage('mr'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'सुविधा बुक करा' }),
    ).toBeInTheDocument();
    expect(screen.getByText('कृपया सर्व आवश्यक माहिती अचूक भरा')).toBeInTheDocument();
    await user.click(submit());
    for (const message of [
      'कृपया वापरकर्त्याचा प्रकार निवडा',
      'कृपया प्रयोगशाळा निवडा',
      'कृपया तारीख निवडा',
      'कृपया किमान एक टाइम स्लॉट निवडा',
      'कृपया किमान एक सुविधा निवडा',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('पाठवण्यापूर्वी कृपया सर्व त्रुटी दुरुस्त करा')).toBeInTheDocument();
    const userType = screen.getByLabelText(/^वापरकर्त्याचा प्रकार/);
    expect(userType).toHaveFocus();
    expect(userType).toHaveAccessibleDescription('कृपया वापरकर्त्याचा प्रकार निवडा');
  });

  it('shows an error met in English in Marathi once the language changes', async () => {
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Submit Booking' }));
    expect(await screen.findByText('Please select a user type')).toBeInTheDocument();
    await act(() => switchLanguage('mr'));
    expect(await screen.findByText('कृपया वापरकर्त्याचा प्रकार निवडा')).toBeInTheDocument();
    expect(screen.queryByText('Please select a user type')).not.toBeInTheDocument();
  });

  it('shows user types, institutes and slots in Marathi but sends the English values', async () => {
    const { user, calls, location } = show((call) =>
      call.url === '/api/bookings'
        ? json(201, { success: true, message: 'ok', bookingId: 'bk-1', position: 1 })
        : json(200, available),
    );
    await act(() => switchLanguage('mr'));
    const userType = await screen.findByLabelText(/^वापरकर्त्याचा प्रकार/);
    expect(within(userType).getByRole('option', { name: 'SIC कर्मचारी' })).toHaveValue(
      'SIC Staff Member',
    );
    await user.selectOptions(userType, 'विद्यार्थी');
    await user.type(screen.getByLabelText(/^नाव/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^संपर्क क्रमांक/), '9876543210');
    await user.type(screen.getByLabelText(/^ईमेल/), 'asha@example.com');
    await user.selectOptions(screen.getByLabelText(/^संस्था/), 'अभियांत्रिकी महाविद्यालय');
    await user.selectOptions(screen.getByLabelText(/^प्रयोगशाळा/), 'FabricationLab');
    fireEvent.change(screen.getByLabelText(/^तारीख/), { target: { value: DATE } });

    const slots = screen.getByRole('group', { name: /टाइम स्लॉट/ });
    expect(within(slots).queryByText(/AM|PM/)).not.toBeInTheDocument();
    await user.click(within(slots).getByRole('checkbox', { name: mr.timeRange('09:00', '10:00') }));
    await user.click(within(slots).getByRole('checkbox', { name: mr.timeRange('10:00', '11:00') }));
    expect(within(slots).getByText('४ पैकी २ निवडले', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Prusa MK4 3D Printer \(Unit 1\)/ }));

    expect(
      await screen.findByText('निवडलेल्या वेळेसाठी निवडलेल्या सर्व सुविधा उपलब्ध आहेत.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'false'));
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/booking/thankyou/Asha%20Rao'));
    expect(calls.find((c) => c.url === '/api/bookings')!.body).toMatchObject({
      userType: 'Student',
      institute: 'College of Engineering',
      timeSlots: ['9:00 AM - 10:00 AM', '10:00 AM - 11:00 AM'],
      // 27.2: the booker's mails will be written in Marathi.
      language: 'mr',
    });
  });

  it('explains a failed submit in Marathi', async () => {
    const { user } = show((call) =>
      call.url === '/api/bookings' ? json(500, {}) : json(200, available),
    );
    await act(() => switchLanguage('mr'));
    await user.selectOptions(await screen.findByLabelText(/^वापरकर्त्याचा प्रकार/), 'SIC कर्मचारी');
    await user.selectOptions(screen.getByLabelText(/^कर्मचारी/), STAFF_DIRECTORY[0]!.id);
    await user.selectOptions(screen.getByLabelText(/^प्रयोगशाळा/), 'FabricationLab');
    fireEvent.change(screen.getByLabelText(/^तारीख/), { target: { value: DATE } });
    await user.click(screen.getByRole('checkbox', { name: mr.timeRange('09:00', '10:00') }));
    await user.click(screen.getByRole('checkbox', { name: /Prusa MK4 3D Printer \(Unit 1\)/ }));
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'false'));
    await user.click(submit());
    expect(
      await screen.findByText('बुकिंग पाठवता आले नाही. कृपया पुन्हा प्रयत्न करा.'),
    ).toBeInTheDocument();
  });
});

describe('ThankYou in Marathi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('thanks the booker by name in Marathi, with the summary in Marathi', async () => {
    mockFetch(() => json(200, receiptAnswer()));
    renderAt(<ThankYou fragment={`#id=${RECEIPT_ID}&receipt=r`} />, {
      path: '/booking/thankyou/Asha',
    });
    await act(() => switchLanguage('mr'));
    expect(await screen.findByRole('heading', { name: 'बुकिंग विनंती मिळाली' })).toBeInTheDocument();
    expect(
      screen.getByText('धन्यवाद, Asha Rao! तुमची बुकिंग विनंती यशस्वीपणे नोंदवली गेली आहे.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आणखी एक सुविधा बुक करा' })).toBeInTheDocument();
    expect(screen.getByText(/त्यातील लिंक उघडा/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'तुमची विनंती' })).toBeInTheDocument();
    expect(screen.getByText(mr.date('2099-03-10', 'full'))).toBeInTheDocument();
    expect(
      screen.getByText(`${mr.timeRange('09:00', '10:00')}, ${mr.timeRange('10:00', '11:00')}`),
    ).toBeInTheDocument();
  });
});
