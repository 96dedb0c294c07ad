import { CENTRE_NAME, SITE_LANGUAGES, facilityName, labName, locateFacility, type AnyEvent, type SiteLanguage } from '@centre/contracts';
import { isQualificationEvent } from '@centre/contracts';

/**
 * A mail to the booker about their qualification. A qualification belongs to an email, not to a
 * booking, so no language is on record for it: the mail says everything in each language the
 * site is offered in, English first, as the subject does.
 */
export interface QualificationMail {
  key: string;
  to: string;
  subject: string;
  text: string;
}

interface TrainingWords {
  greeting: string;
  granted: {
    subject: (facility: string) => string;
    intro: (where: string, email: string) => string;
    noExpiry: string;
    expiry: (expiresOn: string) => string;
    note: (note: string) => string;
  };
  revoked: {
    subject: (facility: string) => string;
    intro: (where: string, email: string) => string;
    reason: (reason: string) => string;
    training: (page: string) => string;
  };
}

const WORDS: Readonly<Record<SiteLanguage, TrainingWords>> = {
  en: {
    greeting: 'Hello,',
    granted: {
      subject: (facility) => `You may now book the ${facility}`,
      intro: (where, email) => `The lab team has recorded your training for the ${where}: bookings made with this email address (${email}) may now include it.`,
      noExpiry: 'This qualification does not expire.',
      expiry: (expiresOn) => `This qualification holds for bookings up to and including ${expiresOn}; after that, ask the lab team to renew it.`,
      note: (note) => `Note from the lab team: ${note}`,
    },
    revoked: {
      subject: (facility) => `Your training qualification for the ${facility} was withdrawn`,
      intro: (where, email) =>
        `The lab team has withdrawn your training qualification for the ${where}. New bookings of it with this email address (${email}) are refused until you are trained again.`,
      reason: (reason) => `Reason: ${reason}`,
      training: (page) => `To arrange training, see ${page}`,
    },
  },
  mr: {
    greeting: 'नमस्कार,',
    granted: {
      subject: (facility) => `आता तुम्ही ${facility} बुक करू शकता`,
      intro: (where, email) => `प्रयोगशाळेच्या टीमने ${where} साठी तुमचे प्रशिक्षण नोंदवले आहे: या ईमेल पत्त्याने (${email}) केलेल्या बुकिंगमध्ये आता ही सुविधा निवडता येईल.`,
      noExpiry: 'या पात्रतेला मुदत नाही.',
      expiry: (expiresOn) => `ही पात्रता ${expiresOn} पर्यंतच्या (त्या दिवसासह) बुकिंगसाठी वैध आहे; त्यानंतर नूतनीकरणासाठी प्रयोगशाळेच्या टीमशी संपर्क साधा.`,
      note: (note) => `प्रयोगशाळेच्या टीमची टीप: ${note}`,
    },
    revoked: {
      subject: (facility) => `${facility} साठीची तुमची प्रशिक्षण पात्रता काढून घेतली आहे`,
      intro: (where, email) =>
        `प्रयोगशाळेच्या टीमने ${where} साठीची तुमची प्रशिक्षण पात्रता काढून घेतली आहे. पुन्हा प्रशिक्षण होईपर्यंत या ईमेल पत्त्याने (${email}) केलेली त्याची नवी बुकिंग नाकारली जातील.`,
      reason: (reason) => `कारण: ${reason}`,
      training: (page) => `प्रशिक्षणाची व्यवस्था करण्यासाठी पहा: ${page}`,
    },
  },
};

/** The names the event carries (the catalogue's when staff acted), else the spec's. */
const namesOf = (data: { facilityId: string; facilityName?: string; labId?: string }): { name: string; facility: string } => {
  const name = data.facilityName ?? facilityName(data.facilityId);
  const lab = data.labId ?? locateFacility(data.facilityId)?.lab.id;
  return { name, facility: lab ? `${name} (${labName(lab)})` : name };
};

/** Every language's subject, then every language's lines, one block each. */
const bilingual = (subject: (words: TrainingWords) => string, lines: (words: TrainingWords) => string[]): Pick<QualificationMail, 'subject' | 'text'> => {
  const editions = SITE_LANGUAGES.map((language) => WORDS[language]);
  return {
    subject: editions.map(subject).join(' / '),
    text: [...editions.flatMap((words) => [words.greeting, ...lines(words), '']), `— ${CENTRE_NAME}`].join('\n'),
  };
};

/**
 * The booker is told when staff grant (or renew) a qualification, with its expiry, and when
 * staff revoke one, with the reason. Keyed by event id, so a redelivered event mails once.
 */
export const qualificationMailsFor = (event: AnyEvent, trainingPage: string): QualificationMail[] => {
  if (!isQualificationEvent(event)) return [];
  const { email } = event.data;
  const { name, facility } = namesOf(event.data);
  const key = `${event.eventId}:booker`;
  if (event.type === 'QualificationGranted') {
    const { expiresOn, note } = event.data;
    const mail = bilingual(
      (w) => w.granted.subject(name),
      (w) => [w.granted.intro(facility, email), expiresOn === null ? w.granted.noExpiry : w.granted.expiry(expiresOn), ...(note !== '' ? [w.granted.note(note)] : [])],
    );
    return [{ key, to: email, ...mail }];
  }
  const { reason } = event.data;
  const mail = bilingual(
    (w) => w.revoked.subject(name),
    (w) => [w.revoked.intro(facility, email), w.revoked.reason(reason), w.revoked.training(trainingPage)],
  );
  return [{ key, to: email, ...mail }];
};
