import { CENTRE_NAME } from '@centre/contracts';
import { contactReceiptMail, contactReplyMail } from './contact.mails.js';

const sender = { name: 'Asha Rao', email: 'asha@example.org', subject: 'Visiting the fab lab', message: 'Could we visit?\nTuesday suits us.' };
const reply = { subject: 'Re: Visiting the fab lab', text: 'Tuesday at 11 works.' };

describe('29 contact mails in the visitor’s language', () => {
  it('writes the receipt and a reply in English when no language was recorded (messages sent before it was)', () => {
    const receipt = contactReceiptMail('e1', sender);
    expect(receipt).toMatchObject({ key: 'e1:sender', to: sender.email, subject: 'We received your message: Visiting the fab lab' });
    expect(receipt.text).toContain(`Thank you for writing to ${CENTRE_NAME}.`);
    expect(receipt.text).toContain('On the contact form you wrote ("Visiting the fab lab"):\n> Could we visit?\n> Tuesday suits us.');
    expect(contactReplyMail('e2', { ...sender, language: 'en' }, reply).text.startsWith('Dear Asha Rao,\nTuesday at 11 works.')).toBe(true);
  });

  it('writes them in Marathi for a message sent from the Marathi page; the reply keeps the staff’s own words', () => {
    const mr = { ...sender, language: 'mr' as const };
    const receipt = contactReceiptMail('e1', mr);
    expect(receipt.subject).toBe('आपला संदेश मिळाला: Visiting the fab lab');
    expect(receipt.text).toContain('प्रिय Asha Rao,');
    expect(receipt.text).toContain('आपला संदेश आमच्यापर्यंत पोहोचला आहे');
    expect(receipt.text).not.toContain('Thank you');
    const answer = contactReplyMail('e2', mr, reply);
    expect(answer.subject).toBe(reply.subject);
    expect(answer.text).toContain('प्रिय Asha Rao,\nTuesday at 11 works.');
    expect(answer.text).toContain('संपर्क फॉर्मवर आपण लिहिले होते ("Visiting the fab lab"):');
  });
});
