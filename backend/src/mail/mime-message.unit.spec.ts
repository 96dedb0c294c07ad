import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailMessage } from './mail.templates.js';
import { composeMessage, messageIdOf, plainRecipient, senderOf } from './mime-message.js';

// The mail's bytes against nodemailer's own composer given the same mail: equal but for the
// random boundary, so every encoding decision stays nodemailer's.
const DATE = new Date('2026-11-26T10:15:00Z');

const byComposer = async (mail: MailMessage, from: string): Promise<string> => {
  const composer = new MailComposer({
    from,
    to: { name: '', address: mail.to },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: messageIdOf(mail.key),
    date: DATE,
    ...(mail.calendar && { icalEvent: { method: mail.calendar.method, filename: 'booking.ics', content: mail.calendar.content } }),
    textEncoding: 'quoted-printable',
  });
  return (await composer.compile().build()).toString('utf8');
};

const sameBoundaries = (raw: string): string => raw.replace(/--_NmP-[0-9a-f]{16}-Part_/g, '--_NmP-BOUNDARY-Part_');

const ICS = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'METHOD:REQUEST', 'BEGIN:VEVENT', 'SUMMARY:Fabrication Lab', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');

const MAILS: Array<[string, MailMessage, string]> = [
  ['plain ASCII in short lines (7bit)', { key: 'k1', to: 'asha@example.org', subject: 'Please confirm your booking', text: 'Hello Asha,\n\nConfirm here.\n', html: '<p>Hello Asha,</p>' }, '"Sangam Innovation Centre" <bookings@centre.test>'],
  ['long lines and an equals sign (quoted-printable)', { key: 'k2', to: 'b.k@example.com', subject: 'Booking BK-12 = approved', text: `Link: http://localhost:5000/my-booking/abc?x=1#t=${'y'.repeat(120)}`, html: `<a href="http://x.test/?a=1&amp;b=2">${'z'.repeat(90)}</a>` }, 'bookings@centre.test'],
  ['Marathi subject, text and sender', { key: 'k3', to: 'asha@example.org', subject: 'तुमची बुकिंग विनंती मिळाली — Fabrication Lab', text: 'नमस्कार आशा,\r\nशुक्रवार, २७ नोव्हेंबर २०२६\n', html: '<p>नमस्कार ✓</p>' }, 'संगम इनोव्हेशन सेंटर <bookings@centre.test>'],
  ['a booking with its calendar', { key: 'k4', to: 'asha@example.org', subject: 'Your booking is approved', text: 'Approved.', html: '<p>Approved.</p>', calendar: { method: 'REQUEST', content: ICS } }, '"Centre" <bookings@centre.test>'],
  ['a Marathi calendar', { key: 'k5', to: 'asha@example.org', subject: 'मंजूर', text: 'मंजूर', html: '<p>मंजूर</p>', calendar: { method: 'CANCEL', content: ICS.replace('Fabrication Lab', 'फॅब्रिकेशन लॅब') } }, 'bookings@centre.test'],
];

describe('a mail composed once, as nodemailer composes it', () => {
  it.each(MAILS)('%s: the bytes of nodemailer\'s composer, boundaries aside', async (_name, mail, from) => {
    const ours = composeMessage(mail, senderOf(from), DATE).toString('utf8');
    expect(sameBoundaries(ours)).toBe(sameBoundaries(await byComposer(mail, from)));
  });

  it('gives each mail boundaries of its own', () => {
    const [, mail, from] = MAILS[0]!;
    const boundaryOf = (raw: string) => /boundary="([^"]+)"/.exec(raw)?.[1];
    expect(boundaryOf(composeMessage(mail, senderOf(from)).toString())).not.toBe(boundaryOf(composeMessage(mail, senderOf(from)).toString()));
  });
});

describe('26.3 one plain recipient', () => {
  it.each(['"x" <victim@evil.example>', 'a@b.example, victim@evil.example', 'victim@evil.example (booker)', 'a@b.example\r\nBcc: victim@evil.example', ''])(
    'refuses %j instead of writing it into a header',
    (to) => {
      expect(() => plainRecipient(to)).toThrow('one plain address');
      expect(() => composeMessage({ key: 'k', to, subject: 's', text: 't', html: 'h' }, senderOf('bookings@centre.test'))).toThrow('one plain address');
    },
  );

  it.each([' asha@example.org', 'asha@example.org\n', '\tasha@example.org', 'as\u202eha@example.org', 'as\u0000ha@example.org', 'asha@localhost'])(
    'refuses %j, which contracts\' rule would only take cleaned or trimmed, or not at all',
    (to) => {
      expect(() => plainRecipient(to)).toThrow('one plain address');
    },
  );

  it('takes one plain address as it is', () => {
    expect(plainRecipient('asha.k+lab@example.org')).toEqual({ name: '', address: 'asha.k+lab@example.org' });
  });

  it('writes a recipient mailed again the same way, and refuses a refused one every time', () => {
    const from = senderOf('bookings@centre.test');
    const toLine = (to: string): string | undefined =>
      /^To: .*$/m.exec(composeMessage({ key: 'k', to, subject: 's', text: 't', html: 'h' }, from).toString('utf8'))?.[0];
    expect(toLine('asha@example.org')).toBe('To: asha@example.org');
    expect(toLine('asha@example.org')).toBe('To: asha@example.org');
    expect(toLine('ravi@example.org')).toBe('To: ravi@example.org');
    for (let i = 0; i < 2; i++)
      expect(() => composeMessage({ key: 'k', to: 'a@b.example, victim@evil.example', subject: 's', text: 't', html: 'h' }, from)).toThrow('one plain address');
  });
});

describe('the sender', () => {
  it('reads the address out of a configured display name', () => {
    expect(senderOf('"Sangam Innovation Centre" <bookings@centre.test>').address).toBe('bookings@centre.test');
    expect(senderOf('bookings@centre.test').address).toBe('bookings@centre.test');
  });

  it('refuses a sender that is no address', () => {
    expect(() => senderOf('Sangam Innovation Centre')).toThrow('not an address');
  });
});
