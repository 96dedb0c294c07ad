/**
 * Every text a visitor can read about a mistake, a failure or an outcome, once. Frontend and
 * backend both show these, so a message never drifts between the two. Each text has a code,
 * its place in `MESSAGES` ('booking.slotsRequired', see ./message-codes.ts): error bodies carry
 * it, and the Marathi UI finds its translation by it, never by the English words.
 */
import { BACKEND_PORT } from '../config/centre.js';
import { MAX_SLOTS_PER_BOOKING } from '../catalogue/time-slots.js';
import {
  APPLICATION_FIELD_LABELS,
  APPLICATION_MAX_LENGTHS,
  type ApplicationTextField,
} from './application.limits.js';

export const maxLengthMessage = (field: string, max: number): string =>
  `${field} must be at most ${max} characters`;

/** Said by several flows. */
export const COMMON_MESSAGES = {
  fixErrors: 'Please fix all validation errors before submitting',
  invalidRequestBody: 'The request body must be a JSON object',
  serverUnreachable: `Unable to connect to server. Please make sure the backend is running on port ${BACKEND_PORT}.`,
} as const;

export const FIX_ERRORS_BEFORE_SUBMIT = COMMON_MESSAGES.fixErrors;
export const INVALID_REQUEST_BODY = COMMON_MESSAGES.invalidRequestBody;
export const SERVER_UNREACHABLE = COMMON_MESSAGES.serverUnreachable;

/** Booking form (spec 5) and the rules the server adds to it. */
export const BOOKING_MESSAGES = {
  userTypeRequired: 'Please select a user type',
  userTypeInvalid: 'Please select a valid user type',
  labRequired: 'Please select a lab',
  labInvalid: 'Please select a valid lab',
  dateRequired: 'Please select a date',
  dateInvalid: 'Please select a valid date',
  dateInPast: 'Please select a future date',
  dateTooFarAhead:
    'This date is too far ahead: bookings open only a limited number of days in advance. Please select an earlier date.',
  slotsRequired: 'Please select at least one time slot',
  slotsTooMany: `Please select at most ${MAX_SLOTS_PER_BOOKING} time slots`,
  slotInvalid: 'Please select valid time slots',
  slotsDuplicate: 'Each time slot can be selected only once',
  slotStarted:
    'One or more selected time slots have already started. Please select a later time slot.',
  facilitiesRequired: 'Please select at least one facility',
  facilityNotInLab: 'Please select facilities from the selected lab',
  facilitiesDuplicate: 'Each facility can be selected only once',
  labClosedOnDate: 'The lab is closed on this day. Please select another date.',
  slotClosed:
    'One or more selected time slots are outside the lab\'s opening hours. Please select a time slot when the lab is open.',
  closedByClosure: 'The lab is closed on this date for a centre closure. Please select another date.',
  /** Put before staff's own words (a closure's or an outage's reason) after a refusal. */
  staffNote: 'Reason given by the centre',
  underMaintenance:
    'Under maintenance: a selected facility is out of service at this time. Please select another time or facility.',
  lentItemsAlone:
    'Cables, adapters, memory cards and pen drives are lent with a device: please also select the device you will use them with',
  facilitiesTooMany:
    'Too many facilities for one booking. Please select fewer facilities.',
  /** Follows the facility's name: "Trotec Speedy 360 Laser Cutter: …" */
  trainingRequired:
    'this facility needs training, and your email holds no current qualification for it on this date. See the Training page (/training) to arrange your induction, then book again.',
  /** Follows the facility's name: "Ultimaker S5 3D Printer: …" */
  facilityRetired: 'this facility has been retired and can no longer be booked. Please select another facility.',
  staffMemberRequired: 'Please select a staff member',
  staffMemberInvalid: 'Please select a staff member from the list',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  instituteRequired: 'Please select an institute',
  instituteInvalid: 'Please select an institute from the list',
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters long',
  nameTooLong: maxLengthMessage('Name', 100),
  contactRequired: 'Contact number is required',
  contactInvalid: 'Contact number must be exactly 10 digits',
  startupNameRequired: 'Startup name is required',
  startupNameTooLong: maxLengthMessage('Startup name', 200),
  formIncomplete: 'Please fill all required fields correctly',
  fixErrors: FIX_ERRORS_BEFORE_SUBMIT,
} as const;

/** Live availability banner and popup (spec 2 and 8). */
export const AVAILABILITY_MESSAGES = {
  popupTitle: 'Facility Availability Check',
  failedTitle: 'Availability Check Failed',
  availableTitle: 'Facilities Available!',
  conflictTitle: 'Booking Conflict Detected',
  available: 'All selected facilities are available for the selected time.',
  conflict: 'One or more selected facilities are already booked for the selected time.',
  conflictHint: 'Please select a different time slot, date, or facility.',
  conflictSuggestions: [
    'Try different time slots',
    'Choose alternative facilities',
    'Contact reception',
  ],
  serverUnreachable: SERVER_UNREACHABLE,
  prerequisitesMissing: 'Please select date, time slots, and facilities first.',
  closed: 'The lab is closed at one or more of the selected times.',
  checkFailed: 'Unable to check availability. Please try again.',
} as const;

/** Booking submission (spec 8) and the confirmation page (spec 2). */
export const BOOKING_SUBMIT_MESSAGES = {
  pageTitle: 'Book Facility',
  submit: 'Submit Booking',
  submitting: 'Submitting...',
  resetForm: 'Reset Form',
  showMore: 'Show More',
  showLess: 'Show Less',
  serverUnreachable: SERVER_UNREACHABLE,
  apiNotFound:
    'API endpoint not found. Please check if the backend server is running and routes are configured correctly.',
  slotAlreadyReserved:
    'This facility slot is already reserved. Please select a different time slot or contact reception.',
  /** The lab-day changed under every attempt of a request: nothing was booked. */
  labDayBusy:
    'Many people are booking this lab for this day right now. Nothing was booked; please try again.',
  slotAlreadyReservedHint:
    'Please select a different time slot or contact reception for assistance.',
  submitFailed: 'Failed to submit booking. Please try again.',
  /** The booker's undecided requests already hold as many slots as one person may. */
  heldPerEmail:
    'You already have booking requests waiting for a decision that hold as many slots as one person may. Please wait for a decision on them before asking for more.',
  /** The undecided requests sent from the visitor's network hold as many slots as one network may. */
  heldPerAddress:
    'Booking requests from your network already hold as many slots as one network may while they wait for a decision. Please try again later or contact reception.',
  /** The lab's weekly cap on one booker's hours (lab limits). */
  hoursPerWeek:
    'This booking would take you past the hours one person may book in this lab in one week. Please choose fewer slots or facilities, or another week.',
  submissionFailed: 'Submission failed',
  submitted: 'Booking request submitted successfully',
  confirmationNote: 'You will receive a confirmation on your email.',
  bookAnother: 'Book another facility',
  /** The thank-you page: what was sent and what it asks of the booker (a request, not a booking yet). */
  mailSent: 'We have sent you an email. Open the link in it to confirm your request; the lab decides on it only after that.',
  mailSentTo: 'Sent to',
  /** The thank-you page opened without its receipt, or after the receipt's hour. */
  receiptMissing:
    "This page shows a request's summary just after it is sent. Your booking's own page is linked from the email we sent you.",
  receiptInvalid:
    "This page's summary is no longer available. Your booking's own page is linked from the email we sent you.",
  thankYou: (username: string): string =>
    `Thank you, ${username} ! Your booking request has been noted successfully.`,
} as const;

export const thankYouMessage = BOOKING_SUBMIT_MESSAGES.thankYou;

/** Review page (spec 2, 4 and 8). */
export const REVIEW_MESSAGES = {
  heading: 'Review Booking',
  adminNotes: 'Admin Notes',
  approve: 'Approve',
  reject: 'Reject',
  loadFailed: 'Failed to load booking',
  notFound: 'Booking not found',
  actionFailed: 'Something went wrong',
  actionNetworkFailure: 'Failed to process action',
  approved: 'Booking approved successfully!',
  rejected: 'Booking rejected successfully!',
  statusInvalid: 'Status must be approve or reject',
  adminNotesInvalid: 'Admin notes must be text',
  adminNotesTooLong: maxLengthMessage('Admin notes', 2000),
  alreadyReviewed: 'This booking has already been reviewed',
  /** A decision on a booking that is already decided (409). */
  alreadyApproved: 'This booking has already been approved.',
  alreadyRejected: 'This booking has already been rejected.',
  alreadyCancelled: 'This booking has been cancelled.',
  alreadyExpired: 'This booking has expired.',
  notDue: 'This booking is not past its deadline.',
  reasonRequired: 'Please give a reason.',
  reasonTooLong: maxLengthMessage('Reason', 500),
  bookerLinkInvalid: 'This link is invalid or has expired. Please use the link from your latest booking email.',
  alreadyStarted: 'This booking has already started and can no longer be cancelled. Please contact the lab.',
  cancelNoticePassed:
    'This booking starts too soon to be cancelled here: the lab asks for notice before the first slot. Please contact the lab.',
  notApproved: 'Only an approved booking can be flagged.',
  notFlagged: 'This booking needs no attention: it has no flag to clear.',
  idMissing: 'A booking id is required',
  /** The variant of the review page that prefixes its alerts. */
  actionFailedVariant: (message?: string): string =>
    `❌ Something went wrong: ${message || 'Unknown error'}`,
  actionNetworkFailureVariant: '❌ Failed to process action',
  actionSucceededVariant: (action: 'approve' | 'reject'): string =>
    `✅ Booking ${action} successfully!`,
} as const;

export const reviewActionFailedVariant = REVIEW_MESSAGES.actionFailedVariant;
export const REVIEW_ACTION_NETWORK_FAILURE_VARIANT = REVIEW_MESSAGES.actionNetworkFailureVariant;
export const reviewActionSucceededVariant = REVIEW_MESSAGES.actionSucceededVariant;

/** Contact page (spec 2, 4, 5 and 8). */
export const CONTACT_MESSAGES = {
  heading: 'Get in Touch',
  send: 'Send Message',
  sending: 'Sending...',
  sent: 'Message sent successfully!',
  failed: 'Something went wrong. Please try again.',
  nameRequired: 'Name is required',
  nameTooLong: maxLengthMessage('Name', 200),
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: maxLengthMessage('Email', 254),
  subjectRequired: 'Subject is required',
  subjectTooLong: maxLengthMessage('Subject', 300),
  messageRequired: 'Message is required',
  messageTooLong: maxLengthMessage('Message', 5000),
} as const;

/** Startup application wizard (spec 2, 4, 5 and 8). */
export const APPLICATION_MESSAGES = {
  founderNameRequired: 'Founder name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  companyNameRequired: 'Company name is required',
  industryRequired: 'Industry is required',
  industryInvalid: 'Please select an industry from the list',
  stageRequired: 'Company stage is required',
  stageInvalid: 'Please select a company stage from the list',
  descriptionRequired: 'Company description is required',
  websiteInvalid: 'Website must be a valid URL',
  pitchDeckRequired: 'Pitch deck is required',
  pitchDeckTooLarge: 'File size must be less than 10MB',
  pitchDeckWrongType: 'Only PDF, DOC, DOCX, PPT, and PPTX files are allowed',
  teamSizeRequired: 'Team size is required',
  teamSizeInvalid: 'Please select a team size from the list',
  teamMembersRequired: 'Team members information is required',
  fundingNeededRequired: 'Funding needed is required',
  fundingNeededInvalid: 'Please select the funding needed from the list',
  currentRevenueInvalid: 'Please select the current revenue from the list',
  businessModelRequired: 'Business model is required',
  schemeRequired: 'Please choose the scheme you are applying for',
  schemeInvalid: 'Please select a scheme from the list',
  consentRequired: 'Please agree to the processing of your data so that we can review your application',
  fixErrors: FIX_ERRORS_BEFORE_SUBMIT,
  submitFailed: 'There was an error submitting your application. Please try again.',
  tooManyApplications: 'Too many applications have been sent from this connection. Please try again in an hour.',
  uploadsFull: 'We cannot accept pitch decks at the moment. Please try again later or write to us.',
  submitting: 'Submitting...',
  submitted: 'Application submitted successfully!',
  submitAnother: 'Submit Another Application',
  previous: 'Previous',
  next: 'Next',
  stepCounter: (step: number, total: number): string => `Step ${step} of ${total}`,
  /** What the server says of a text field longer than it keeps: `founderNameTooLong`, … */
  ...(Object.fromEntries(
    Object.entries(APPLICATION_MAX_LENGTHS).map(([field, max]) => [
      `${field}TooLong`,
      maxLengthMessage(APPLICATION_FIELD_LABELS[field as ApplicationTextField], max),
    ]),
  ) as Readonly<Record<`${ApplicationTextField}TooLong`, string>>),
} as const;

export const stepCounterText = APPLICATION_MESSAGES.stepCounter;

/** Older appointment form (spec 2, 5 and 8). */
export const APPOINTMENT_MESSAGES = {
  fillAllFields: 'Please fill all fields.',
  timeRangeInvalid:
    'Please choose a time range between 9:00 AM and 9:00 PM that ends after it starts.',
  machineUnavailable: 'Selected machine is not available at this time. Please choose another time.',
  submitFailed: 'Failed to submit appointment request.',
  submitted: 'Appointment request submitted successfully!',
} as const;

/** Startup portfolio and showcase (spec 2 and 8). */
export const PORTFOLIO_MESSAGES = {
  searchPlaceholder: 'Search startups by name or description...',
  empty: 'No startups found',
  emptyHint: 'Try adjusting your search or filter criteria',
  loading: 'Loading amazing startups...',
  seeMore: 'See more',
  showLess: 'Show less',
  visitWebsite: 'Visit Website',
} as const;

export const SHOWCASE_MESSAGES = {
  heading: 'Startup Showcase',
  empty: 'No startups found.',
  loading: 'Loading...',
  failed: 'Failed to fetch data',
  seeMore: 'See More',
  seeLess: 'See Less',
  visitWebsite: 'Visit Website',
} as const;

/** Signing in, and the guards in front of the staff's routes and the review page. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  missingCredentials: 'Please enter your email and password.',
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address.',
  passwordMissing: 'Enter your password.',
  passwordTooLong: 'The password is too long.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  /** The account's own limit: each failure in a row makes it wait longer. */
  accountBackoff: 'Too many failed sign-ins for this account. Please wait a little and try again.',
  notSignedIn: 'Sign in to continue.',
  sessionMissing: 'Not signed in.',
  notPermitted: 'You do not have permission to do this.',
  reviewAccessDenied: 'Sign in or use a valid review link to continue.',
  /** The first run: no admin exists yet, and where the way to create one is. */
  setupNeeded:
    'No admin account exists yet. When the server started, it printed a one-time setup link in its log: open that link to create the first admin.',
  setupLinkInvalid:
    "This setup link is not valid (it may have been used already, or the server has restarted). Use the newest link in the server's log.",
  setupDone: 'The first admin account already exists. Please sign in.',
  /** The sign-in form's words for a refusal that says nothing itself. */
  signInFailed: 'Sign-in failed. Please try again.',
} as const;

/** What the HTTP edge says when a request cannot be served as asked. */
export const HTTP_MESSAGES = {
  failure: 'Something went wrong. Please try again.',
  /** A client's words when no answer came at all. */
  unreachable: 'The server could not be reached. Please try again.',
  notFound: 'Not found',
  crossOrigin: 'This request came from another site and was refused.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  unreadable: 'The request could not be read.',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  encodingUnsupported: 'The request body encoding is not supported.',
  charsetUnsupported: 'The request body charset is not supported.',
  bodyUnverified: 'The request body could not be verified.',
  aborted: 'The request was aborted.',
  sizeMismatch: 'The request body size does not match its length.',
  tooManyParameters: 'The request has too many parameters.',
  jsonOnly: 'Send the request as JSON.',
  tooDeep: 'The request body is nested too deeply.',
} as const;

/** The waitlist (issue 28 item 6): joining from a conflict, the offer page, its refusals. */
export const WAITLIST_MESSAGES = {
  join: 'Join the waitlist',
  joining: 'Joining...',
  joinHint: 'We will email you if these slots free up, and hold them for you for 30 minutes.',
  joined: 'You are on the waitlist. We have sent you an email; if these slots free up, we will email you a link that holds them for you.',
  notNeeded: 'These slots are free now: you can book them directly.',
  alreadyWaiting: 'You are already on the waitlist for one or more of these slots.',
  alreadyHolds: 'You already hold one or more of these slots with a booking of yours.',
  full: 'The waitlist for this lab on this day is full. Please choose another time or contact reception.',
  notFound: 'This place on the waitlist was not found.',
  notOffered: 'These slots are not offered to you at the moment.',
  closed: 'This place on the waitlist has ended.',
  notDue: 'This offer has not reached its deadline.',
  pageTitle: 'Your place on the waitlist',
  statusWaiting: 'You are waiting for these slots. We will email you as soon as they free up.',
  statusOffered: 'These slots are free and held for you until',
  statusClaimed: 'You took these slots: your booking request has been made.',
  statusLapsed: 'The offer of these slots ended before it was taken.',
  statusLeft: 'You have left the waitlist.',
  statusEnded: 'The first of these slots has begun and no place freed up before then, so your place has ended. Nothing was booked.',
  bookAnother: 'Book another time',
  claim: 'Book these slots',
  claiming: 'Booking...',
  claimed: 'Your booking request has been made. Follow the email we sent you to confirm it.',
  openBooking: 'Open your booking',
  leave: 'Leave the waitlist',
  leaving: 'Leaving...',
  left: 'You have left the waitlist.',
  linkInvalid: 'This link is invalid or has expired. Please use the link from your latest waitlist email.',
  loadFailed: 'Could not load your place on the waitlist. Please try again.',
} as const;
