import { CENTRE_SHORT_NAME } from '@centre/contracts';
import type { Edition } from '../lib/i18n';
import type * as english from './booking';

/** Marathi edition of ./booking: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  bookingContent: {
    meta: {
      title: 'सुविधा बुक करा',
      description:
        'केंद्रातील प्रयोगशाळेची सुविधा बुक करा: प्रयोगशाळा, तारीख, जास्तीत जास्त चार टाइम स्लॉट आणि हवी असलेली उपकरणे निवडा.',
    },
    intro:
      'प्रयोगशाळा, तारीख, जास्तीत जास्त चार टाइम स्लॉट आणि तुम्हाला हव्या असलेल्या सुविधा निवडा. प्रत्येक विनंतीची पुष्टी आम्ही ईमेलने कळवतो.',
    fields: {
      userType: 'वापरकर्त्याचा प्रकार',
      userTypePlaceholder: 'वापरकर्त्याचा प्रकार निवडा',
      lab: 'प्रयोगशाळा',
      labPlaceholder: 'प्रयोगशाळा निवडा',
      date: 'तारीख',
      timeSlots: 'टाइम स्लॉट',
      timeSlotsHint: 'प्रत्येकी एका तासाचे जास्तीत जास्त ४ स्लॉट निवडा.',
      slotsChosen: (count: string, max: string): string => `${max} पैकी ${count} निवडले`,
      facilities: 'सुविधा',
      facilitiesHint: 'सुविधा पाहण्यासाठी आधी प्रयोगशाळा निवडा.',
      staffMember: 'कर्मचारी',
      staffMemberPlaceholder: 'तुमचे नाव निवडा',
      emailAddress: 'ईमेल',
      name: 'नाव',
      contactNumber: 'संपर्क क्रमांक',
      institute: 'संस्था',
      institutePlaceholder: 'संस्था निवडा',
      startupName: 'स्टार्टअपचे नाव',
    },
    live: {
      booked: 'बुक झाले',
      legend: 'थेट स्थिती: खूण असलेले पर्याय तुमच्या इतर निवडींसाठी आधीच बुक झाले आहेत.',
      conflictTitle: 'आधीच बुक झालेले',
      conflictLine: (slot: string, facility: string): string => `${facility}, ${slot}`,
    },
    checkAvailability: 'उपलब्धता तपासा',
    checking: 'उपलब्धता तपासत आहोत...',
    close: 'बंद करा',
    suggestionsHeading: 'तुम्ही हे करू शकता:',
    thankYou: {
      title: 'बुकिंग विनंती मिळाली',
    },
  },
  reviewContent: {
    meta: {
      title: 'बुकिंगचे पुनरावलोकन',
      description: 'सुविधा बुकिंगची विनंती मंजूर किंवा नामंजूर करा.',
    },
    loading: 'बुकिंग उघडत आहोत...',
    processing: 'प्रक्रिया सुरू आहे...',
    summaryHeading: 'बुकिंगचा तपशील',
    labels: {
      name: 'नाव',
      userType: 'वापरकर्त्याचा प्रकार',
      emailAddress: 'ईमेल',
      contactNumber: 'संपर्क क्रमांक',
      institute: 'संस्था',
      startupName: 'स्टार्टअपचे नाव',
      lab: 'प्रयोगशाळा',
      date: 'बुकिंगची तारीख',
      timeSlots: 'टाइम स्लॉट',
      facilities: 'सुविधा',
      createdAt: 'नोंदवले',
      updatedAt: 'बदलले',
      adminNotes: 'प्रशासकाच्या टिपा',
      status: 'स्थिती',
    },
    statuses: {
      requested: 'पुष्टीच्या प्रतीक्षेत',
      pending: 'प्रलंबित',
      approved: 'मंजूर',
      rejected: 'नामंजूर',
      cancelled: 'रद्द',
      expired: 'मुदत संपली',
    },
    notesPlaceholder: 'बुकिंग करणाऱ्यासाठी टिपा (ऐच्छिक)',
    missingId: 'कोणतेही बुकिंग नमूद केलेले नाही. पुनरावलोकनाच्या ईमेलमधील लिंकवरून हे पान उघडा.',
    unauthorised:
      'ही पुनरावलोकन लिंक अपूर्ण, अवैध किंवा कालबाह्य आहे. पुनरावलोकनाच्या ईमेलमधील लिंक पुन्हा उघडा किंवा समीक्षक म्हणून साइन इन करा.',
    history: {
      heading: 'इतिहास',
      empty: 'अद्याप कोणतीही कृती नोंदलेली नाही.',
      events: {
        BookingRequested: 'विनंती केली',
        BookingConfirmed: 'बुकिंग करणाऱ्याने पुष्टी केली',
        BookingApproved: 'मंजूर केले',
        BookingRejected: 'नामंजूर केले',
        BookingCancelled: 'रद्द केले',
        BookingExpired: 'मुदत संपली',
      },
      actor: {
        visitor: 'बुकिंग करणारी व्यक्ती',
        booker: 'बुकिंग करणारी व्यक्ती, ईमेलमधून',
        scheduler: 'मुदत तपासणारी प्रणाली',
        reviewLink: 'स्वाक्षरीत पुनरावलोकन लिंकद्वारे समीक्षक',
        system: (reason: string): string => `प्रणाली (${reason})`,
        user: (email: string, role: string): string => `${email} (${role})`,
        unknown: 'अज्ञात व्यक्ती',
      },
      roles: { reviewer: 'समीक्षक', admin: 'प्रशासक' },
      by: (actor: string): string => `(कर्ता: ${actor})`,
      notes: 'टिपा',
    },
  },
  appointmentContent: {
    meta: {
      title: 'मशीन वेळ-आरक्षण अर्ज',
      description: 'फॅब्रिकेशन लॅबमधील मशीन वापरण्यासाठी वेळ मागा.',
    },
    heading: 'मशीनसाठी वेळ आरक्षण',
    intro:
      'आमच्या फॅब्रिकेशन मशीनपैकी एखादे मशीन वापरण्यासाठी वेळ मागा. इतर कोणत्याही सुविधेसाठी बुकिंग फॉर्म वापरा.',
    fields: {
      userType: 'वापरकर्त्याचा प्रकार',
      userTypePlaceholder: 'वापरकर्त्याचा प्रकार निवडा',
      institute: 'संस्था',
      name: 'नाव',
      contact: 'संपर्क',
      emailAddress: 'ईमेल',
      date: 'तारीख',
      timeFrom: 'पासून',
      timeTo: 'पर्यंत',
      machines: 'मशीन',
    },
    submit: 'विनंती पाठवा',
    submitting: 'पाठवत आहोत...',
    bookingLink: 'संपूर्ण बुकिंग फॉर्म वापरा',
  },
  bookingChoices: {
    userTypes: {
      student: 'विद्यार्थी',
      faculty: 'प्राध्यापक',
      startup: 'स्टार्टअप',
      staff: `${CENTRE_SHORT_NAME} कर्मचारी`,
      'lab-member': 'प्रयोगशाळा सदस्य',
    },
    institutes: {
      'school-of-design': 'डिझाइन विद्यालय',
      'college-of-engineering': 'अभियांत्रिकी महाविद्यालय',
      'college-of-polytechnique': 'तंत्रनिकेतन महाविद्यालय',
      others: 'इतर',
    },
  },
} satisfies Edition<typeof english>;
