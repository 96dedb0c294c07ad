import { CENTRE_NAME, type ContactMessageAnsweredV1Data, type ContactMessageReceivedV1Data } from '@centre/contracts';
import type { ApplicationMail } from '../applications/status/application.mails.js';

type Sender = Pick<ContactMessageReceivedV1Data, 'name' | 'email' | 'subject' | 'message'>;

/** The visitor's own words, quoted under a mail so that they know what it answers. */
const quoted = (sender: Sender): string[] => ['', `On the contact form you wrote ("${sender.subject}"):`, ...sender.message.split('\n').map((line) => `> ${line}`)];

/** The receipt: the message arrived and a person will answer at this address. */
export const contactReceiptMail = (eventId: string, sender: Sender): ApplicationMail => ({
  key: `${eventId}:sender`,
  to: sender.email,
  subject: `We received your message: ${sender.subject}`,
  text: [
    `Dear ${sender.name},`,
    `Thank you for writing to ${CENTRE_NAME}. Your message has arrived, and a member of our staff will answer you at this address.`,
    ...quoted(sender),
    '',
    `— ${CENTRE_NAME}`,
  ].join('\n'),
});

/** A reply written in the console, with the message it answers quoted below it. */
export const contactReplyMail = (eventId: string, sender: Sender, reply: Pick<ContactMessageAnsweredV1Data, 'subject' | 'text'>): ApplicationMail => ({
  key: `${eventId}:sender`,
  to: sender.email,
  subject: reply.subject,
  text: [`Dear ${sender.name},`, reply.text, '', `— ${CENTRE_NAME}`, ...quoted(sender)].join('\n'),
});
