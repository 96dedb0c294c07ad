import {
  INSTITUTES,
  USER_TYPES,
  statusLabel,
  type BookingStatus,
  type UserTypeId,
} from '@centre/contracts';

/**
 * Every visitor-visible text of the booking screens that contracts' messages do not hold.
 * Pure data; its Marathi edition is ./booking.mr.ts.
 */
export const bookingContent = {
  meta: {
    title: 'Book Facility',
    description:
      'Book a lab facility of the centre: choose a lab, a date, up to four time slots and the equipment you need.',
  },
  intro:
    'Choose a lab, a date, up to four time slots and the facilities you need. We then email you a link: confirm your request from it, and the lab reviews it and writes to you with its decision.',
  fields: {
    userType: 'User Type',
    userTypePlaceholder: 'Select user type',
    lab: 'Lab',
    labPlaceholder: 'Select a lab',
    date: 'Date',
    timeSlots: 'Time Slots',
    timeSlotsHint: 'Choose up to 4 hourly slots.',
    /** Both numbers come formatted for the language on screen. */
    slotsChosen: (count: string, max: string): string => `${count} of ${max} selected`,
    facilities: 'Facilities',
    facilitiesHint: 'Choose a lab to see its facilities.',
    /** Tags of a facility in the picker (the catalogue's traits). */
    closedDay: 'The lab is closed on this day. Please choose another date.',
    lentTag: 'Lent with a device',
    trainingTag: 'Training required',
    /** Under the picker, for each chosen facility that needs training (follows its name). */
    trainingNote:
      'needs training: only a booker whose email holds a current qualification for it can book it.',
    trainingLink: 'How to get trained',
    staffMember: 'Staff Member',
    staffMemberPlaceholder: 'Select your name',
    staffEmailNote: 'We write to your address in the staff directory.',
    emailAddress: 'Email',
    name: 'Name',
    contactNumber: 'Contact Number',
    institute: 'Institute',
    institutePlaceholder: 'Select an institute',
    startupName: 'Startup Name',
  },
  live: {
    booked: 'Booked',
    underMaintenance: 'Under maintenance',
    closedFor: (reason: string): string => `The lab is closed on this day: ${reason}. Please choose another date.`,
    legend: 'Live: marked items are already booked for your other choices.',
    conflictTitle: 'Already booked',
    conflictLine: (slot: string, facility: string): string => `${facility}, ${slot}`,
  },
  checkAvailability: 'Check Availability',
  checking: 'Checking availability...',
  close: 'Close',
  suggestionsHeading: 'You could:',
  thankYou: {
    title: 'Booking Received',
    reference: 'Reference',
    loading: 'Loading your request…',
    summaryHeading: 'Your request',
  },
} as const;

/** The booking summary's labels: the thank-you page and the booker's page show one summary. */
export const bookingSummaryLabels = {
  lab: 'Lab',
  date: 'Date',
  timeSlots: 'Time slots',
  facilities: 'Facilities',
} as const;

export const reviewContent = {
  meta: { title: 'Review Booking', description: 'Approve or reject a facility booking request.' },
  loading: 'Loading booking...',
  processing: 'Processing...',
  summaryHeading: 'Booking details',
  labels: {
    name: 'Name',
    userType: 'User Type',
    emailAddress: 'Email',
    contactNumber: 'Contact Number',
    institute: 'Institute',
    startupName: 'Startup Name',
    lab: 'Lab',
    date: 'Booking Date',
    timeSlots: 'Time Slots',
    facilities: 'Facilities',
    createdAt: 'Created',
    updatedAt: 'Updated',
    adminNotes: 'Admin Notes',
    status: 'Status',
  },
  statuses: {
    requested: statusLabel('requested'),
    pending: statusLabel('pending'),
    cancelled: statusLabel('cancelled'),
    expired: statusLabel('expired'),
    approved: statusLabel('approved'),
    rejected: statusLabel('rejected'),
  } satisfies Record<BookingStatus, string>,
  notesPlaceholder: 'Optional notes for the booker',
  missingId: 'No booking was named. Open the review page from the link in the review email.',
  unauthorised:
    'This review link is missing, invalid or has expired. Open the link from the review email again, or sign in as a reviewer.',
  history: {
    heading: 'History',
    empty: 'No recorded actions yet.',
    events: {
      BookingRequested: 'Requested',
      BookingConfirmed: 'Confirmed by the booker',
      BookingApproved: 'Approved',
      BookingRejected: 'Rejected',
      BookingCancelled: 'Cancelled',
      BookingExpired: 'Expired',
      BookingFlagged: 'Flagged: needs attention',
      BookingFlagCleared: 'Kept by the lab',
    } as Record<string, string>,
    actor: {
      visitor: 'the booker',
      booker: 'the booker, from their mail',
      scheduler: 'the deadline scheduler',
      reviewLink: 'a reviewer through the signed review link',
      system: (reason: string): string => `the system (${reason})`,
      user: (email: string, role: string): string => `${email} (${role})`,
      unknown: 'someone',
    },
    roles: { reviewer: 'reviewer', admin: 'admin' } as Record<string, string>,
    by: (actor: string): string => `by ${actor}`,
    notes: 'Notes',
  },
} as const;

/** The booker's own page of their booking (/booking/manage, opened from their mails). */
export const myBookingContent = {
  meta: { title: 'Your booking', description: 'Your booking request: its status, its details and what you can do.' },
  heading: 'Your booking',
  reference: 'Reference',
  loading: 'Loading your booking…',
  missingLink: 'Open this page from the link in your booking email.',
  confirming: 'Confirming your request…',
  justConfirmed: 'Thank you: your request is confirmed and has been sent to the lab for review.',
  /** The status in plain words. */
  statusText: {
    requested: 'Waiting for you to confirm it from our email.',
    pending: 'Confirmed by you; waiting for the lab to approve it.',
    approved: 'Approved: the lab expects you.',
    rejected: 'Not approved by the lab.',
    cancelled: 'Cancelled: its time slots are free again.',
    expired: 'Lapsed: it was not confirmed or decided in time, and its time slots are free again.',
  } satisfies Record<BookingStatus, string>,
  detailsHeading: 'Details',
  labels: {
    name: 'Name',
    emailAddress: 'Email',
    notes: 'Notes from the lab',
    reason: 'Reason',
  },
  where: 'Where',
  contact: 'Questions? Write to us or call us.',
  historyHeading: 'History',
  steps: {
    BookingRequested: 'Requested',
    BookingConfirmed: 'Confirmed',
    BookingApproved: 'Approved',
    BookingRejected: 'Not approved',
    BookingCancelled: 'Cancelled',
    BookingExpired: 'Lapsed',
    BookingFlagged: 'The lab told you of a change',
    BookingFlagCleared: 'The lab keeps your booking',
  } as Record<string, string>,
  /** An approved booking a closure, an outage, a retired facility or new opening hours have caught since (issue 28). */
  flagged: {
    closure: (words: string): string => `The lab has told you that it will be closed on the day of your booking (${words}). We have sent you an email.`,
    outage: (words: string): string => `The lab has told you that a facility of your booking is out of service then (${words}). We have sent you an email.`,
    retirement: (words: string): string => `The lab has told you that a facility of your booking has been retired (${words}). We have sent you an email.`,
    hours: (): string => "The lab has told you that its new opening hours no longer include the time of your booking. We have sent you an email.",
    next: 'A reviewer will contact you about it. You may also cancel it yourself below.',
  },
  by: { you: 'by you', lab: 'by the lab', scheduler: 'automatically' },
  calendarHeading: 'Add to calendar',
  calendarDownload: 'Download calendar file (.ics)',
  calendarGoogle: 'Add to Google Calendar',
  cancelHeading: 'Cancel this booking',
  cancelReason: 'Reason (optional)',
  cancel: 'Cancel booking',
  cancelConfirm: 'Cancel this booking? Its time slots will be given to others.',
  cancelYes: 'Yes, cancel it',
  cancelNo: 'Keep it',
  cancelled: 'Your booking is cancelled. We have sent you an email.',
  cannotCancel: 'Its first slot has started: to change it now, please contact the lab.',
  /** Followed by the date and time (the lab's notice to cancel). */
  cancelUntil: 'You can cancel it here until',
  cannotCancelNotice: 'The lab asks for notice before the first slot, and that time has passed: to change it now, please contact the lab.',
};

export const appointmentContent = {
  meta: {
    title: 'Appointment Form',
    description: 'Request time on a machine of the fabrication lab.',
  },
  heading: 'Machine Appointment',
  intro:
    'Request time on one of our fabrication machines. For any other facility use the booking form.',
  fields: {
    userType: 'User Type',
    userTypePlaceholder: 'Select user type',
    institute: 'Institute',
    name: 'Name',
    contact: 'Contact',
    emailAddress: 'Email',
    date: 'Date',
    timeFrom: 'From',
    timeTo: 'To',
    machines: 'Machines',
  },
  submit: 'Submit Request',
  submitting: 'Submitting...',
  bookingLink: 'Use the full booking form',
} as const;

const labelsById = <Id extends string>(
  items: readonly { id: Id; label: string }[],
): Record<Id, string> =>
  Object.fromEntries(items.map((item) => [item.id, item.label])) as Record<Id, string>;

/**
 * What the forms and the review page show for contracts' choices, by id. The forms still send
 * contracts' English labels ('Student', "Other's"); only what is displayed changes.
 */
export const bookingChoices = {
  userTypes: labelsById<UserTypeId>(USER_TYPES),
  institutes: labelsById<string>(INSTITUTES),
};
