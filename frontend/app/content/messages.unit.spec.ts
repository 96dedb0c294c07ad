import { BOOKING_MESSAGES, CONTACT_MESSAGES, messageText, textAt, type MessageCode } from '@centre/contracts';
import marathi from './messages.mr';

describe('the Marathi edition of the message catalogue', () => {
  it('finds each message by its code, so the same English words may read apart', () => {
    expect(BOOKING_MESSAGES.emailInvalid).toBe(CONTACT_MESSAGES.emailInvalid);
    const codes: MessageCode[] = ['booking.emailInvalid', 'contact.emailInvalid'];
    const [booking, contact] = codes.map((code) => textAt(marathi, code));
    expect(booking).toMatch(/\p{Script=Devanagari}/u);
    expect(contact).toMatch(/\p{Script=Devanagari}/u);
    expect(booking).not.toBe(contact);
  });

  it('words the server refusals the public pages show', () => {
    const refusals: MessageCode[] = [
      'auth.invalidCredentials',
      'auth.reviewAccessDenied',
      'http.tooManyRequests',
      'review.alreadyRejected',
      'application.businessModelTooLong',
    ];
    for (const code of refusals) {
      expect(textAt(marathi, code)).toMatch(/\p{Script=Devanagari}/u);
      expect(textAt(marathi, code)).not.toBe(messageText(code));
    }
  });
});
