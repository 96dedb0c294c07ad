import { CENTRE_NAME, CENTRE_PROFILE, type ContactMessageAnsweredV1Data, type ContactMessageReceivedV1Data, type SiteLanguage } from '@centre/contracts';
import type { ApplicationMail } from '../applications/status/application.mails.js';

type Sender = Pick<ContactMessageReceivedV1Data, 'name' | 'email' | 'subject' | 'message' | 'language'>;

interface ContactMailTexts {
  receiptSubject: (subject: string) => string;
  dear: (name: string) => string;
  thanks: string;
  youWrote: (subject: string) => string;
}

/** The sender's mails in each of the site's languages: they go in the one of the page they wrote from. */
const TEXTS: Readonly<Record<SiteLanguage, ContactMailTexts>> = {
  en: {
    receiptSubject: (subject) => `We received your message: ${subject}`,
    dear: (name) => `Dear ${name},`,
    thanks: `Thank you for writing to ${CENTRE_NAME}. Your message has arrived, and a member of our staff will answer you at this address.`,
    youWrote: (subject) => `On the contact form you wrote ("${subject}"):`,
  },
  mr: {
    receiptSubject: (subject) => `आपला संदेश मिळाला: ${subject}`,
    dear: (name) => `प्रिय ${name},`,
    thanks: `${CENTRE_PROFILE.marathi.name}ला लिहिल्याबद्दल धन्यवाद. आपला संदेश आमच्यापर्यंत पोहोचला आहे; आमचे कर्मचारी याच पत्त्यावर आपल्याला उत्तर देतील.`,
    youWrote: (subject) => `संपर्क फॉर्मवर आपण लिहिले होते ("${subject}"):`,
  },
};

const textsFor = (sender: Sender): ContactMailTexts => TEXTS[sender.language ?? 'en'];

/** The visitor's own words, quoted under a mail so that they know what it answers. */
const quoted = (sender: Sender): string[] => ['', textsFor(sender).youWrote(sender.subject), ...sender.message.split('\n').map((line) => `> ${line}`)];

/** The receipt: the message arrived and a person will answer at this address. */
export const contactReceiptMail = (eventId: string, sender: Sender): ApplicationMail => {
  const t = textsFor(sender);
  return {
    key: `${eventId}:sender`,
    to: sender.email,
    subject: t.receiptSubject(sender.subject),
    text: [t.dear(sender.name), t.thanks, ...quoted(sender), '', `— ${CENTRE_NAME}`].join('\n'),
  };
};

/**
 * A reply written in the console, with the message it answers quoted below it. Staff write its
 * subject and text; the greeting and the quote's line go in the sender's language.
 */
export const contactReplyMail = (eventId: string, sender: Sender, reply: Pick<ContactMessageAnsweredV1Data, 'subject' | 'text'>): ApplicationMail => ({
  key: `${eventId}:sender`,
  to: sender.email,
  subject: reply.subject,
  text: [textsFor(sender).dear(sender.name), reply.text, '', `— ${CENTRE_NAME}`, ...quoted(sender)].join('\n'),
});
