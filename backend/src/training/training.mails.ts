import { CENTRE_NAME, facilityName, labName, locateFacility, type AnyEvent } from '@centre/contracts';
import { isQualificationEvent } from '@centre/contracts';

/** A mail to the booker about their qualification (English: the event keeps no language). */
export interface QualificationMail {
  key: string;
  to: string;
  subject: string;
  text: string;
}

const where = (facilityId: string): string => {
  const lab = locateFacility(facilityId)?.lab.id;
  return lab ? `${facilityName(facilityId)} (${labName(lab)})` : facilityName(facilityId);
};

/**
 * The booker is told when staff grant (or renew) a qualification, with its expiry, and when
 * staff revoke one, with the reason. Keyed by event id, so a redelivered event mails once.
 */
export const qualificationMailsFor = (event: AnyEvent, trainingPage: string): QualificationMail[] => {
  if (!isQualificationEvent(event)) return [];
  const { email, facilityId } = event.data;
  const facility = where(facilityId);
  if (event.type === 'QualificationGranted') {
    const { expiresOn, note } = event.data;
    return [
      {
        key: `${event.eventId}:booker`,
        to: email,
        subject: `You may now book the ${facilityName(facilityId)}`,
        text: [
          'Hello,',
          `The lab team has recorded your training for the ${facility}: bookings made with this email address (${email}) may now include it.`,
          expiresOn === null
            ? 'This qualification does not expire.'
            : `This qualification holds for bookings up to and including ${expiresOn}; after that, ask the lab team to renew it.`,
          ...(note !== '' ? [`Note from the lab team: ${note}`] : []),
          '',
          `— ${CENTRE_NAME}`,
        ].join('\n'),
      },
    ];
  }
  return [
    {
      key: `${event.eventId}:booker`,
      to: email,
      subject: `Your training qualification for the ${facilityName(facilityId)} was withdrawn`,
      text: [
        'Hello,',
        `The lab team has withdrawn your training qualification for the ${facility}. New bookings of it with this email address (${email}) are refused until you are trained again.`,
        `Reason: ${event.data.reason}`,
        `To arrange training, see ${trainingPage}`,
        '',
        `— ${CENTRE_NAME}`,
      ].join('\n'),
    },
  ];
};
