import { CENTRE_PROFILE } from './centre.js';

/**
 * The staff directory's mailboxes, by member id (see ./staff-directory.ts): the local part only,
 * since every mailbox is on the centre's one domain (CENTRE_PROFILE.domain). A module of its own:
 * the public site's bundle, which never calls `staffEmailOf`, leaves it out (contracts is free of
 * side effects), and a test of the built site checks that it does.
 */
const STAFF_MAILBOXES: Readonly<Record<string, string>> = {
  'staff-aarti-deshpande': 'aarti.deshpande',
  'staff-rohan-kulkarni': 'rohan.kulkarni',
  'staff-priya-nair': 'priya.nair',
  'staff-vikram-joshi': 'vikram.joshi',
  'staff-sneha-patil': 'sneha.patil',
  'staff-amit-shah': 'amit.shah',
  'staff-kavita-iyer': 'kavita.iyer',
  'staff-siddharth-mehta': 'siddharth.mehta',
  'staff-neha-gupta': 'neha.gupta',
  'staff-rahul-pawar': 'rahul.pawar',
  'staff-anjali-reddy': 'anjali.reddy',
  'staff-manoj-shinde': 'manoj.shinde',
  'staff-pooja-chavan': 'pooja.chavan',
  'staff-karan-malhotra': 'karan.malhotra',
  'staff-deepa-menon': 'deepa.menon',
  'staff-harish-rao': 'harish.rao',
  'staff-meera-jadhav': 'meera.jadhav',
};

/** The directory's address of a staff member, or undefined for an id that names none. */
export const staffEmailOf = (staffMemberId: string): string | undefined =>
  Object.hasOwn(STAFF_MAILBOXES, staffMemberId)
    ? `${STAFF_MAILBOXES[staffMemberId]}@${CENTRE_PROFILE.domain}`
    : undefined;
