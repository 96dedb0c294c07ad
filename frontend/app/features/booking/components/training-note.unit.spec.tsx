import { AVAILABILITY_MESSAGES, BOOKING_MESSAGES, LABS } from '@centre/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import userEvent from '@testing-library/user-event';
import { forgetCurrentCatalogue } from '../../../hooks/use-current-catalogue';
import { switchLanguage } from '../../../lib/i18n';
import { json, mockFetch, renderAt, FakeLiveSocket } from '../testing/booking-test-kit';
import { BookingForm } from './booking-form';

jest.setTimeout(30_000);

const available = { success: true, available: true, message: AVAILABILITY_MESSAGES.available, conflicts: [], position: 0 };
const LASER = 'Trotec Speedy 360 Laser Cutter';
const NOTE = 'needs training: only a booker whose email holds a current qualification for it can book it.';
const refusal = `${LASER}: ${BOOKING_MESSAGES.trainingRequired}`;

const setup = () => {
  mockFetch((call) =>
    call.url === '/api/bookings'
      ? json(400, {
          success: false,
          code: 'TRAINING_REQUIRED',
          message: refusal,
          messageCode: 'booking.trainingRequired',
          facilityIds: ['fab-trotec-speedy-360'],
          errors: { machines: refusal },
          fieldCodes: { machines: 'booking.trainingRequired' },
        })
      : json(200, available),
  );
  const user = userEvent.setup({ delay: null });
  renderAt(<BookingForm retryDelayMs={1} />, { socket: new FakeLiveSocket() });
  return user;
};

describe('28.4 the booking form’s training note', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
    forgetCurrentCatalogue();
  });

  it('28.2 follows the current catalogue: a facility an admin marked training-required gets the note', async () => {
    const marked = LABS.map((lab) => ({
      ...lab,
      facilities: lab.facilities.map((f) => (f.id === 'fab-prusa-mk4-1' ? { ...f, trainingRequired: true } : f)),
    }));
    mockFetch((call) => (call.url === '/api/catalog' ? json(200, { success: true, labs: marked }) : json(200, available)));
    const user = userEvent.setup({ delay: null });
    renderAt(<BookingForm retryDelayMs={1} />, { socket: new FakeLiveSocket() });
    await user.selectOptions(screen.getByLabelText(/^Lab/), 'FabricationLab');
    await user.click(screen.getByRole('checkbox', { name: /Prusa MK4 3D Printer \(Unit 1\)/ }));
    await waitFor(() => expect(screen.getByText(NOTE).closest('li')).toHaveTextContent(`Prusa MK4 3D Printer (Unit 1) ${NOTE}`));
  });

  it('says, before a submit, which chosen facility needs training and links to /training', async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText(/^Lab/), 'FabricationLab');
    await user.click(screen.getByRole('checkbox', { name: /Prusa MK4 3D Printer \(Unit 1\)/ }));
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(LASER) }));
    expect(screen.getByText(NOTE).closest('li')).toHaveTextContent(`${LASER} ${NOTE}`);
    expect(screen.getByRole('link', { name: 'How to get trained' })).toHaveAttribute('href', '/training');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(LASER) }));
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('shows the refusal under the facilities, naming the facility', async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText(/^User Type/), 'Student');
    await user.type(screen.getByLabelText(/^Name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Contact Number/), '9876543210');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.selectOptions(screen.getByLabelText(/^Institute/), 'College of Engineering');
    await user.selectOptions(screen.getByLabelText(/^Lab/), 'FabricationLab');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2099-03-10' } });
    await user.click(screen.getByRole('checkbox', { name: '9:00 AM - 10:00 AM' }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(LASER) }));
    const submit = screen.getByRole('button', { name: /Submit/ });
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'false'));
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('checkbox', { name: new RegExp(LASER) })).toHaveAccessibleDescription(refusal);

    // In Marathi the refusal still names the facility, in Marathi words, and so does the note.
    await act(() => switchLanguage('mr'));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: new RegExp(LASER) })).toHaveAccessibleDescription(
        `${LASER}: या सुविधेसाठी प्रशिक्षण आवश्यक आहे, आणि या तारखेसाठी तुमच्या ईमेलवर त्याची वैध पात्रता नाही. प्रशिक्षणाची व्यवस्था करण्यासाठी प्रशिक्षण पान (/training) पहा, मग पुन्हा बुक करा.`,
      ),
    );
    expect(screen.getByRole('link', { name: 'प्रशिक्षण कसे घ्यावे' })).toHaveAttribute('href', '/training');
  });
});
