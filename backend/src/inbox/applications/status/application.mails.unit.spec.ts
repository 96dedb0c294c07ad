import { applicationReference } from '@centre/contracts';
import { decisionMail, receiptMail } from './application.mails.js';

const ID = '3f2a9c1e-0000-4000-8000-000000000001';
const REF = applicationReference(ID);
const applicant = { applicationId: ID, founderName: 'प्रकाश पाटील', email: 'prakash@krishi.example', companyName: 'कृषी दृष्टी' };
const URL = 'https://centre.example.edu/application-status?id=x&token=y';

describe('29 the applicant’s mails in the language they applied in', () => {
  it('writes the receipt and the decision in Marathi for a Marathi applicant, with the reference and the link', () => {
    const receipt = receiptMail('e-1', { ...applicant, language: 'mr' }, URL);
    expect(receipt.subject).toBe(`आपला अर्ज मिळाला (${REF})`);
    expect(receipt.text).toContain('प्रिय प्रकाश पाटील,');
    expect(receipt.text).toContain(`आपला संदर्भ क्रमांक ${REF} आहे.`);
    expect(receipt.text).toContain('५ ते ७ कामकाजाच्या दिवसांत');
    expect(receipt.text).toContain(URL);

    const decision = decisionMail('e-2', { ...applicant, language: 'mr' }, { outcome: 'waitlisted', reason: 'पुढील हंगामानंतर पुन्हा या' }, URL);
    expect(decision.subject).toBe(`आपल्या अर्जावरील निर्णय (${REF})`);
    expect(decision.text).toContain('प्रतीक्षा यादीत');
    expect(decision.text).toContain('पॅनेलने दिलेले कारण: पुढील हंगामानंतर पुन्हा या');
    expect(decision.key).toBe('e-2:applicant');
  });

  it('writes them in English for an English applicant, and for one who applied before the language was recorded', () => {
    for (const who of [{ ...applicant, language: 'en' as const }, applicant]) {
      expect(receiptMail('e-1', who, URL).subject).toBe(`We received your application (${REF})`);
      expect(decisionMail('e-2', who, { outcome: 'accepted', reason: 'Strong team' }, URL).text).toContain("The panel's reason: Strong team");
    }
  });
});
