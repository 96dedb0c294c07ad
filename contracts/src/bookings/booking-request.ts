import type { UserTypeId } from '../catalogue/user-types.js';
import type { SiteLanguage } from '../i18n/site-languages.js';

/** What the booking form sends to POST /api/bookings (spec: "Booking request"). */
export interface BookingRequestBody {
  timestamp?: string;
  userType: UserTypeId | string;
  lab: string;
  /** YYYY-MM-DD */
  date: string;
  /** 'start - end' labels, e.g. '9:00 AM - 10:00 AM'. */
  timeSlots: string[];
  machines: Array<{ id: string; name: string }>;
  staffMember?: string;
  /** Not sent for staff (ignored if sent): they are mailed at the staff directory's address. */
  email?: string;
  name?: string;
  contactNumber?: string;
  institute?: string;
  startupName?: string;
  /** The language the form was filled in ('en' or 'mr'); the booker's mails are written in it. */
  language?: string;
}

/** A booking once validated and normalised: what BookingRequested carries. */
export interface BookingDetails {
  userType: UserTypeId;
  lab: string;
  date: string;
  /** Canonical slot ids ('09:00' … '20:00'), sorted. */
  slots: string[];
  /** Facility ids, sorted. */
  facilityIds: string[];
  /** The booker's name, or the staff member's name for staff bookings. */
  name: string;
  email: string;
  contactNumber?: string;
  institute?: string;
  startupName?: string;
  staffMemberId?: string;
  /** The client's own timestamp, as sent. */
  clientTimestamp?: string;
  /**
   * The language the booker filled the form in. Absent on requests made before the form sent
   * it (and from clients that send none): those read as English (bookerLanguageOf).
   */
  language?: SiteLanguage;
}
