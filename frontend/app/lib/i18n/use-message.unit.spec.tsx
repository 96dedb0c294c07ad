import { BOOKING_MESSAGES, CONTACT_MESSAGES, type MessageCode } from '@centre/contracts';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { provideEditions } from './editions';
import { switchLanguage } from './language-store';
import { notice, noticeOf, useMessage, type Notice } from './use-message';

/** A Marathi edition of the catalogue of our own, so the lookup is what is under test. */
provideEditions('mr', async () => ({
  messages: async () => ({
    default: {
      booking: {
        emailRequired: 'बुकिंगसाठी ईमेल आवश्यक आहे',
        slotsRequired: 'किमान एक स्लॉट निवडा',
        closedByClosure: 'या दिवशी प्रयोगशाळा बंद आहे.',
        staffNote: 'कारण',
      },
      contact: { emailRequired: 'संपर्कासाठी ईमेल लिहा' },
    },
  }),
}));

function Shown({ said }: { said: ReadonlyArray<Notice | MessageCode> }) {
  const message = useMessage();
  return (
    <ul>
      {said.map((s, index) => (
        <li key={index}>{message(s)}</li>
      ))}
    </ul>
  );
}

const show = async (said: ReadonlyArray<Notice | MessageCode>): Promise<string[]> => {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <Shown said={said} />
      </Suspense>,
    );
  });
  return (await screen.findAllByRole('listitem')).map((item) => item.textContent ?? '');
};

afterEach(() => act(() => switchLanguage('en')));

test('two messages with the same English words but different codes are translated apart', async () => {
  expect(BOOKING_MESSAGES.emailRequired).toBe(CONTACT_MESSAGES.emailRequired);
  await act(() => switchLanguage('mr'));
  expect(await show(['booking.emailRequired', 'contact.emailRequired'])).toEqual([
    'बुकिंगसाठी ईमेल आवश्यक आहे',
    'संपर्कासाठी ईमेल लिहा',
  ]);
});

test('a message reworded in English still finds its Marathi by its code', async () => {
  await act(() => switchLanguage('mr'));
  expect(await show([{ code: 'booking.slotsRequired', text: 'Choose at least one time slot, please' }])).toEqual([
    'किमान एक स्लॉट निवडा',
  ]);
});

test("English shows the catalogue's words by code; the server's English only when the code is unknown", async () => {
  const unknown = { code: 'booking.fromANewerServer', text: 'Words of a newer server' } as unknown as Notice;
  expect(await show([notice('booking.slotsRequired'), unknown, { text: 'The console’s words' }])).toEqual([
    BOOKING_MESSAGES.slotsRequired,
    'Words of a newer server',
    'The console’s words',
  ]);
});

test('in Marathi, a code the edition lacks falls back to the English of the catalogue', async () => {
  await act(() => switchLanguage('mr'));
  expect(await show(['booking.dateInPast'])).toEqual([BOOKING_MESSAGES.dateInPast]);
});

test('28.3 a closure\'s refusal keeps the staff\'s reason in every language, once', async () => {
  const refusal = noticeOf({ message: 'The lab is closed on this date (Diwali). Please select another date.', messageCode: 'booking.closedByClosure', note: 'Diwali' });
  expect(refusal.note).toBe('Diwali');
  await act(() => switchLanguage('mr'));
  expect(await show([refusal])).toEqual(['या दिवशी प्रयोगशाळा बंद आहे. कारण: Diwali']);
});

test('28.3 words the catalogue does not know are the server\'s, which already quote the reason', async () => {
  const fromNewerServer = { text: 'Closed (Diwali).', note: 'Diwali' } satisfies Notice;
  expect(await show([fromNewerServer])).toEqual(['Closed (Diwali).']);
});

