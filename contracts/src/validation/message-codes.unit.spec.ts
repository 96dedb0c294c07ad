import {
  MESSAGES,
  isMessageCode,
  messageText,
  textAt,
  textsOf,
  type MessageCode,
} from './message-codes.js';
import { BOOKING_MESSAGES, CONTACT_MESSAGES } from './messages.js';

describe('message codes', () => {
  it("a code is the message's path in the catalogue", () => {
    expect(messageText('booking.slotsRequired')).toBe(BOOKING_MESSAGES.slotsRequired);
    expect(messageText('application.founderNameTooLong')).toBe(
      'Founder name must be at most 200 characters',
    );
    expect(isMessageCode('booking.slotsRequired')).toBe(true);
    expect(isMessageCode('booking.nothing')).toBe(false);
    expect(isMessageCode('booking')).toBe(false);
    expect(isMessageCode(7)).toBe(false);
  });

  it('messages with the same English words keep codes of their own', () => {
    expect(BOOKING_MESSAGES.emailRequired).toBe(CONTACT_MESSAGES.emailRequired);
    const codes: MessageCode[] = ['booking.emailRequired', 'contact.emailRequired'];
    const edition = { booking: { emailRequired: 'ईमेल आवश्यक आहे' }, contact: { emailRequired: 'ईमेल लिहा' } };
    expect(codes.map((code) => textAt(edition, code))).toEqual(['ईमेल आवश्यक आहे', 'ईमेल लिहा']);
  });

  it('templates and lists have no code', () => {
    expect(textAt(MESSAGES, 'bookingSubmit.thankYou')).toBeUndefined();
    expect(textAt(MESSAGES, 'availability.conflictSuggestions')).toBeUndefined();
  });

  it('reads field codes as field texts', () => {
    expect(textsOf({ date: 'booking.dateRequired', name: undefined })).toEqual({
      date: 'Please select a date',
    });
  });
});
