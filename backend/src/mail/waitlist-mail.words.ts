import type { SiteLanguage } from '@centre/contracts';

/** Every word of a mail to a waiter (issue 28 item 6), in each language the booking form is offered in. */
export interface WaitlistWords {
  joined: { subject: (date: string) => string; intro: string; action: string };
  offered: { subject: (date: string) => string; intro: (until: string) => string; next: string; action: string };
  lapsed: { subject: (date: string) => string; intro: (deadline: string) => string; action: string };
  ended: { subject: (date: string) => string; intro: (startsAt: string) => string; action: string };
}

const english: WaitlistWords = {
  joined: {
    subject: (date) => `You are on the waitlist (${date})`,
    intro:
      'You are on the waitlist for the time slots below. If they free up, we will email you a link that holds them for you for 30 minutes. Nothing is booked until you take them.',
    action: 'See your place or leave the waitlist',
  },
  offered: {
    subject: (date) => `The slots you waited for are free: book them now (${date})`,
    intro: (until) => `Good news: the time slots below are free, and we are holding them for you until ${until}.`,
    next: 'Open the link and choose "Book these slots" to make your booking request. If you do not, they go to the next person waiting.',
    action: 'Book these slots',
  },
  lapsed: {
    subject: (date) => `The slots held for you have been released (${date})`,
    intro: (deadline) =>
      `The time slots below were held for you until ${deadline}, but were not taken in time, so they have gone to the next person waiting or are free again.`,
    action: 'Book again',
  },
  ended: {
    subject: (date) => `No place freed up for the slots you waited for (${date})`,
    intro: (startsAt) =>
      `The first of the time slots below began at ${startsAt} and no place freed up before then, so your place on the waitlist has ended. Nothing was booked. You are welcome to book another time.`,
    action: 'Book another time',
  },
};

const marathi: WaitlistWords = {
  joined: {
    subject: (date) => `तुमचे नाव प्रतीक्षा यादीत आहे (${date})`,
    intro:
      'खालील टाइम स्लॉटसाठी तुमचे नाव प्रतीक्षा यादीत आहे. ते रिकामे झाल्यास ते ३० मिनिटे तुमच्यासाठी राखून ठेवणारी लिंक आम्ही ईमेलने पाठवू. तुम्ही ते घेईपर्यंत काहीही बुक होत नाही.',
    action: 'तुमची जागा पाहा किंवा प्रतीक्षा यादीतून बाहेर पडा',
  },
  offered: {
    subject: (date) => `तुम्ही वाट पाहत असलेले स्लॉट रिकामे झाले: आत्ताच बुक करा (${date})`,
    intro: (until) => `आनंदाची बातमी: खालील टाइम स्लॉट रिकामे झाले आहेत आणि ${until} पर्यंत ते तुमच्यासाठी राखून ठेवले आहेत.`,
    next: 'तुमची बुकिंग विनंती करण्यासाठी लिंक उघडा आणि "हे स्लॉट बुक करा" निवडा. तसे न केल्यास ते प्रतीक्षेत असलेल्या पुढील व्यक्तीला दिले जातील.',
    action: 'हे स्लॉट बुक करा',
  },
  lapsed: {
    subject: (date) => `तुमच्यासाठी राखून ठेवलेले स्लॉट सोडले गेले (${date})`,
    intro: (deadline) =>
      `खालील टाइम स्लॉट ${deadline} पर्यंत तुमच्यासाठी राखून ठेवले होते, पण ते वेळेत घेतले गेले नाहीत, म्हणून ते प्रतीक्षेत असलेल्या पुढील व्यक्तीला दिले गेले आहेत किंवा पुन्हा मोकळे झाले आहेत.`,
    action: 'पुन्हा बुक करा',
  },
  ended: {
    subject: (date) => `तुम्ही वाट पाहत असलेल्या स्लॉटसाठी जागा रिकामी झाली नाही (${date})`,
    intro: (startsAt) =>
      `खालीलपैकी पहिला टाइम स्लॉट ${startsAt} वाजता सुरू झाला आणि त्याआधी जागा रिकामी झाली नाही, त्यामुळे प्रतीक्षा यादीतील तुमची जागा संपली आहे. काहीही बुक झालेले नाही. तुम्ही दुसरी वेळ बुक करू शकता.`,
    action: 'दुसरी वेळ बुक करा',
  },
};

export const WAITLIST_WORDS: Readonly<Record<SiteLanguage, WaitlistWords>> = { en: english, mr: marathi };
