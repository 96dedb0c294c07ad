import type { SiteLanguage } from '@centre/contracts';

/**
 * Every word of a mail to a booker, in each language the booking form is offered in (DESIGN.md
 * section 7: mail goes out in the recipient's language). Reviewers' mails stay English, so
 * their words live with their templates. Dates and deadlines come in already written in the
 * language (with the weekday); subjects keep the ISO date, which sorts and reads alike in both.
 */
export interface BookerWords {
  /** The Intl locale of dates and deadlines. */
  locale: string;
  labels: { booking: string; name: string; email: string; lab: string; date: string; timeSlots: string; facilities: string };
  greeting: (name: string) => string;
  myBooking: string;
  confirm: { subject: (date: string) => string; intro: string; deadline: (confirmBy: string) => string; action: string };
  received: { subject: (date: string) => string; intro: string };
  approved: { subject: (date: string) => string; intro: string };
  rejected: { subject: (date: string) => string; intro: string };
  notes: (notes: string) => string;
  cancelled: { subject: (date: string) => string; byLab: string; byBooker: string; reason: (reason: string) => string };
  expired: {
    subject: (date: string) => string;
    unconfirmed: (deadline: string) => string;
    undecided: (deadline: string) => string;
    bookAgain: string;
    bookAgainAction: string;
  };
}

const english: BookerWords = {
  locale: 'en-GB',
  labels: { booking: 'Booking', name: 'Name', email: 'Email', lab: 'Lab', date: 'Date', timeSlots: 'Time slots', facilities: 'Facilities' },
  greeting: (name) => `Dear ${name},`,
  myBooking: 'See or cancel your booking',
  confirm: {
    subject: (date) => `Please confirm your booking request (${date})`,
    intro: 'We received your booking request. Please confirm it with the link below: only then is it sent to the lab for review.',
    deadline: (confirmBy) => `If it is not confirmed by ${confirmBy}, the request lapses and its time slots are freed.`,
    action: 'Confirm and see your booking',
  },
  received: {
    subject: (date) => `We received your booking request (${date})`,
    intro: 'Your booking request has been noted. A reviewer will approve or reject it, and we will write to you again then.',
  },
  approved: {
    subject: (date) => `Your booking request was approved (${date})`,
    intro: 'Your booking request has been approved. We look forward to seeing you.',
  },
  rejected: {
    subject: (date) => `Your booking request was rejected (${date})`,
    intro: 'We are sorry: your booking request has been rejected, and its time slots are free again.',
  },
  notes: (notes) => `Notes from the reviewer: ${notes}`,
  cancelled: {
    subject: (date) => `Your booking was cancelled (${date})`,
    byLab: 'We are sorry: the lab has had to cancel your booking. Its time slots are free again.',
    byBooker: 'As you asked, your booking is cancelled and its time slots are free again.',
    reason: (reason) => `Reason: ${reason}`,
  },
  expired: {
    subject: (date) => `Your booking request has lapsed (${date})`,
    unconfirmed: (deadline) =>
      `Your booking request was not confirmed from our mail in time (by ${deadline}), so it has lapsed and its time slots are free again.`,
    undecided: (deadline) =>
      `The lab could not decide on your booking request before its deadline (${deadline}), so it has lapsed and its time slots are free again. We are sorry.`,
    bookAgain: 'You are welcome to book again: the link below opens the booking form for the same lab.',
    bookAgainAction: 'Book again',
  },
};

const marathi: BookerWords = {
  locale: 'mr-IN',
  labels: {
    booking: 'बुकिंग क्रमांक',
    name: 'नाव',
    email: 'ईमेल',
    lab: 'प्रयोगशाळा',
    date: 'तारीख',
    timeSlots: 'टाइम स्लॉट',
    facilities: 'सुविधा',
  },
  greeting: (name) => `नमस्कार ${name},`,
  myBooking: 'तुमचे बुकिंग पाहा किंवा रद्द करा',
  confirm: {
    subject: (date) => `कृपया तुमच्या बुकिंग विनंतीची पुष्टी करा (${date})`,
    intro:
      'आम्हाला तुमची बुकिंग विनंती मिळाली आहे. कृपया खालील दुव्याने तिची पुष्टी करा: त्यानंतरच ती पुनरावलोकनासाठी प्रयोगशाळेकडे पाठवली जाईल.',
    deadline: (confirmBy) => `${confirmBy} पर्यंत पुष्टी न केल्यास ही विनंती कालबाह्य होईल आणि तिचे टाइम स्लॉट मोकळे होतील.`,
    action: 'पुष्टी करा आणि तुमचे बुकिंग पाहा',
  },
  received: {
    subject: (date) => `तुमची बुकिंग विनंती मिळाली (${date})`,
    intro: 'तुमची बुकिंग विनंती नोंदवली आहे. पुनरावलोकनकर्ते ती मंजूर किंवा नामंजूर करतील, तेव्हा आम्ही तुम्हाला पुन्हा कळवू.',
  },
  approved: {
    subject: (date) => `तुमची बुकिंग विनंती मंजूर झाली (${date})`,
    intro: 'तुमची बुकिंग विनंती मंजूर झाली आहे. आम्ही तुमची वाट पाहत आहोत.',
  },
  rejected: {
    subject: (date) => `तुमची बुकिंग विनंती नामंजूर झाली (${date})`,
    intro: 'क्षमस्व: तुमची बुकिंग विनंती नामंजूर झाली आहे, आणि तिचे टाइम स्लॉट पुन्हा मोकळे झाले आहेत.',
  },
  notes: (notes) => `पुनरावलोकनकर्त्यांची टीप: ${notes}`,
  cancelled: {
    subject: (date) => `तुमचे बुकिंग रद्द झाले (${date})`,
    byLab: 'क्षमस्व: प्रयोगशाळेला तुमचे बुकिंग रद्द करावे लागले आहे. त्याचे टाइम स्लॉट पुन्हा मोकळे झाले आहेत.',
    byBooker: 'तुमच्या विनंतीनुसार तुमचे बुकिंग रद्द झाले आहे आणि त्याचे टाइम स्लॉट पुन्हा मोकळे झाले आहेत.',
    reason: (reason) => `कारण: ${reason}`,
  },
  expired: {
    subject: (date) => `तुमची बुकिंग विनंती कालबाह्य झाली (${date})`,
    unconfirmed: (deadline) =>
      `तुमच्या बुकिंग विनंतीची आमच्या ईमेलमधून वेळेत (${deadline} पर्यंत) पुष्टी झाली नाही, म्हणून ती कालबाह्य झाली आहे आणि तिचे टाइम स्लॉट पुन्हा मोकळे झाले आहेत.`,
    undecided: (deadline) =>
      `प्रयोगशाळा अंतिम मुदतीपूर्वी (${deadline}) तुमच्या बुकिंग विनंतीवर निर्णय घेऊ शकली नाही, म्हणून ती कालबाह्य झाली आहे आणि तिचे टाइम स्लॉट पुन्हा मोकळे झाले आहेत. क्षमस्व.`,
    bookAgain: 'तुम्ही पुन्हा बुकिंग करू शकता: खालील दुवा त्याच प्रयोगशाळेसाठी बुकिंग फॉर्म उघडतो.',
    bookAgainAction: 'पुन्हा बुक करा',
  },
};

export const BOOKER_WORDS: Readonly<Record<SiteLanguage, BookerWords>> = { en: english, mr: marathi };
