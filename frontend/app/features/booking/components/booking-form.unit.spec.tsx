import {
  AVAILABILITY_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_SUBMIT_MESSAGES,
  STAFF_DIRECTORY,
} from '@centre/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import userEvent from '@testing-library/user-event';
import {
  FakeLiveSocket,
  json,
  mockFetch,
  renderAt,
  type FetchCall,
} from '../testing/booking-test-kit';
import { BookingForm } from './booking-form';
import { BookingPage } from './booking-page';

jest.setTimeout(30_000);

const DATE = '2099-03-10';
const available = {
  success: true,
  available: true,
  message: AVAILABILITY_MESSAGES.available,
  conflicts: [],
  position: 0,
};

const setup = (
  responder: (call: FetchCall) => Response | Promise<Response> = () => json(200, available),
  socket = new FakeLiveSocket(),
) => {
  const calls = mockFetch(responder);
  const user = userEvent.setup({ delay: null });
  const view = renderAt(<BookingForm retryDelayMs={1} />, { socket });
  return { user, calls, ...view };
};

const submit = () => screen.getByRole('button', { name: BOOKING_SUBMIT_MESSAGES.submit });
const setDate = (value: string) => {
  const input = screen.getByLabelText(/^Date/);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** Lab, date, two slots and one facility: the part every user type shares. */
const chooseBooking = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(screen.getByLabelText(/^Lab/), 'FabricationLab');
  setDate(DATE);
  await user.click(screen.getByRole('checkbox', { name: '9:00 AM - 10:00 AM' }));
  await user.click(screen.getByRole('checkbox', { name: '10:00 AM - 11:00 AM' }));
  await user.click(screen.getByRole('checkbox', { name: /Prusa MK4 3D Printer \(Unit 1\)/ }));
};

describe('BookingForm validation', () => {
  it('shows every missing-field message on submit, the summary, and focuses the first faulty field', async () => {
    const { user } = setup();
    expect(screen.getByText(BOOKING_MESSAGES.formIncomplete)).toBeInTheDocument();
    await user.click(submit());
    for (const message of [
      BOOKING_MESSAGES.userTypeRequired,
      BOOKING_MESSAGES.labRequired,
      BOOKING_MESSAGES.dateRequired,
      BOOKING_MESSAGES.slotsRequired,
      BOOKING_MESSAGES.facilitiesRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText(BOOKING_MESSAGES.fixErrors)).toBeInTheDocument();
    const userType = screen.getByLabelText(/^User Type/);
    expect(userType).toHaveFocus();
    expect(userType).toHaveAttribute('aria-invalid', 'true');
    expect(userType).toHaveAccessibleDescription(BOOKING_MESSAGES.userTypeRequired);
  });

  it('asks a student for name, contact, email and institute', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText(/^User Type/), 'Student');
    await user.click(submit());
    for (const message of [
      BOOKING_MESSAGES.nameRequired,
      BOOKING_MESSAGES.contactRequired,
      BOOKING_MESSAGES.emailRequired,
      BOOKING_MESSAGES.instituteRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText(/^Startup Name/)).not.toBeInTheDocument();
  });

  it('judges each typed field by its rule', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText(/^User Type/), 'Faculty');
    await user.type(screen.getByLabelText(/^Name/), ' A ');
    await user.tab();
    expect(await screen.findByText(BOOKING_MESSAGES.nameTooShort)).toBeInTheDocument();

    const contact = screen.getByLabelText(/^Contact Number/);
    // 27.6: letters never stay, every digit does (nothing cut at ten), separators are kept.
    await user.type(contact, '98-76a5');
    expect(contact).toHaveValue('98-765');
    await user.tab();
    expect(await screen.findByText(BOOKING_MESSAGES.contactInvalid)).toBeInTheDocument();
    await user.type(contact, '43210');
    expect(contact).toHaveValue('98-76543210');
    await waitFor(() =>
      expect(screen.queryByText(BOOKING_MESSAGES.contactInvalid)).not.toBeInTheDocument(),
    );

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.tab();
    expect(await screen.findByText(BOOKING_MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('refuses a date before today', async () => {
    setup();
    setDate('2000-01-01');
    expect(await screen.findByText(BOOKING_MESSAGES.dateInPast)).toBeInTheDocument();
  });

  it('asks a startup for its name', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText(/^User Type/), 'Startup');
    await user.click(submit());
    expect(await screen.findByText(BOOKING_MESSAGES.startupNameRequired)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Institute/)).not.toBeInTheDocument();
  });

  it('asks staff to pick themselves, and no email: the directory has it (26.6 staff bookings)', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText(/^User Type/), 'SIC Staff Member');
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText(BOOKING_MESSAGES.staffMemberRequired)).toBeInTheDocument();
    const member = STAFF_DIRECTORY[2]!;
    await user.selectOptions(screen.getByLabelText(/^Staff Member/), member.name);
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(screen.getByText('We write to your address in the staff directory.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(BOOKING_MESSAGES.staffMemberRequired)).not.toBeInTheDocument(),
    );
  });
});

describe('30.8 spec details on the booking form', () => {
  it('clears "Please fill all required fields correctly" and enables Submit as soon as the staff member, chosen last, is picked', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText(/^User Type/), 'SIC Staff Member');
    await chooseBooking(user);
    expect(screen.getByText(BOOKING_MESSAGES.formIncomplete)).toBeInTheDocument();
    const list = screen.getByLabelText(/^Staff Member/);
    await user.selectOptions(list, STAFF_DIRECTORY[4]!.name);
    // Focus is still on the list: nothing waits for it to leave.
    expect(list).toHaveFocus();
    await waitFor(() => expect(screen.queryByText(BOOKING_MESSAGES.formIncomplete)).not.toBeInTheDocument());
    expect(submit()).toHaveAttribute('aria-disabled', 'false');
  });

  it('says once, not twice, that the form needs fixing after a refused submit', async () => {
    const { user } = setup();
    expect(screen.getByText(BOOKING_MESSAGES.formIncomplete)).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText(BOOKING_MESSAGES.fixErrors)).toBeInTheDocument();
    expect(screen.queryByText(BOOKING_MESSAGES.formIncomplete)).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(submit()).not.toHaveAttribute('aria-describedby');
  });
});

describe('BookingForm pickers and clearing rules', () => {
  it('shows all twelve slots, folds and unfolds them, and allows at most four', async () => {
    const { user } = setup();
    const group = screen.getByRole('group', { name: /Time Slots/ });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: BOOKING_SUBMIT_MESSAGES.showLess }));
    expect(within(group).getAllByRole('checkbox')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: BOOKING_SUBMIT_MESSAGES.showMore }));
    const boxes = within(group).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 4)) await user.click(box);
    for (const box of boxes.slice(4)) expect(box).toBeDisabled();
    expect(boxes[0]).toBeEnabled();
    await user.click(boxes[0]!);
    for (const box of boxes.slice(4)) expect(box).toBeEnabled();
  });

  it('clears the facilities when the lab changes', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText(/^Lab/), 'FabricationLab');
    const box = screen.getByRole('checkbox', { name: /Prusa MK4 3D Printer \(Unit 1\)/ });
    await user.click(box);
    expect(box).toBeChecked();
    await user.selectOptions(screen.getByLabelText(/^Lab/), 'PrayasShala');
    await user.selectOptions(screen.getByLabelText(/^Lab/), 'FabricationLab');
    expect(
      screen.getByRole('checkbox', { name: /Prusa MK4 3D Printer \(Unit 1\)/ }),
    ).not.toBeChecked();
  });

  it('clears the other group of identity fields when the user type changes', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText(/^User Type/), 'SIC Staff Member');
    await user.selectOptions(screen.getByLabelText(/^Staff Member/), STAFF_DIRECTORY[0]!.name);
    await user.selectOptions(screen.getByLabelText(/^User Type/), 'Student');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^Name/), 'Asha Rao');
    await user.selectOptions(screen.getByLabelText(/^User Type/), 'SIC Staff Member');
    await user.selectOptions(screen.getByLabelText(/^User Type/), 'Student');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.queryByLabelText(/^Staff Member/)).not.toBeInTheDocument();
  });

  it('preselects the lab and facility from the query', async () => {
    mockFetch(() => json(200, available));
    renderAt(<BookingPage />, { url: '/booking?lab=FabricationLab&facility=fab-ultimaker-s5' });
    expect(
      await screen.findByRole('heading', { level: 1, name: BOOKING_SUBMIT_MESSAGES.pageTitle }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Lab/)).toHaveValue('FabricationLab');
    expect(screen.getByRole('checkbox', { name: /Ultimaker S5 3D Printer/ })).toBeChecked();
  });

  it('28.1 tags lent items and training-required machines, and opens the AR/VR Lab', async () => {
    mockFetch(() => json(200, available));
    renderAt(<BookingPage />, { url: '/booking?lab=SmacLab&facility=smac-sony-a7-iii' });
    expect(await screen.findByRole('checkbox', { name: /Sony A7 III Camera/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /USB-C Charging Cable \(1 m\)/ })).toHaveAccessibleName(
      /Lent with a device/,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(/^Lab/), 'FabricationLab');
    expect(screen.getByRole('checkbox', { name: /Trotec Speedy 360 Laser Cutter/ })).toHaveAccessibleName(
      /Training required/,
    );
    await user.selectOptions(screen.getByLabelText(/^Lab/), 'ArVrLab');
    expect(screen.getByRole('checkbox', { name: /Microsoft HoloLens 2/ })).toBeInTheDocument();
  });

  it('28.3 offers only the slots the lab opens that day, and says so on a closed day', async () => {
    const { user } = setup();
    // The next Monday and Sunday after today, in the browser's calendar.
    const ahead = (weekday: number): string => {
      const day = new Date();
      day.setDate(day.getDate() + 1 + ((weekday - day.getDay() + 6) % 7));
      return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    };
    await user.selectOptions(screen.getByLabelText(/^Lab/), 'PrayasShala');
    setDate(ahead(1));
    const group = screen.getByRole('group', { name: /Time Slots/ });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(9);
    expect(within(group).queryByRole('checkbox', { name: '6:00 PM - 7:00 PM' })).toBeNull();
    setDate(ahead(0));
    expect(within(group).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(group).getByText('The lab is closed on this day. Please choose another date.')).toBeInTheDocument();
    expect(await screen.findByText(BOOKING_MESSAGES.labClosedOnDate)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Lab/), 'FabricationLab');
    expect(within(group).getAllByRole('checkbox')).toHaveLength(12);
  });

  it('resets everything', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText(/^User Type/), 'Student');
    await chooseBooking(user);
    await user.click(screen.getByRole('button', { name: BOOKING_SUBMIT_MESSAGES.resetForm }));
    expect(screen.getByLabelText(/^User Type/)).toHaveValue('');
    expect(screen.getByLabelText(/^Lab/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: '9:00 AM - 10:00 AM' })).not.toBeChecked();
  });
});
