/**
 * The staff directory's addresses, by member id (see ./staff-directory.ts). A plain literal in a
 * module of its own: the public site's bundle, which never calls `staffEmailOf`, leaves it out
 * (contracts is free of side effects), and a test of the built site checks that it does.
 */
const STAFF_MAILBOXES: Readonly<Record<string, string>> = {
  'staff-aarti-deshpande': 'aarti.deshpande@centre.example.edu',
  'staff-rohan-kulkarni': 'rohan.kulkarni@centre.example.edu',
  'staff-priya-nair': 'priya.nair@centre.example.edu',
  'staff-vikram-joshi': 'vikram.joshi@centre.example.edu',
  'staff-sneha-patil': 'sneha.patil@centre.example.edu',
  'staff-amit-shah': 'amit.shah@centre.example.edu',
  'staff-kavita-iyer': 'kavita.iyer@centre.example.edu',
  'staff-siddharth-mehta': 'siddharth.mehta@centre.example.edu',
  'staff-neha-gupta': 'neha.gupta@centre.example.edu',
  'staff-rahul-pawar': 'rahul.pawar@centre.example.edu',
  'staff-anjali-reddy': 'anjali.reddy@centre.example.edu',
  'staff-manoj-shinde': 'manoj.shinde@centre.example.edu',
  'staff-pooja-chavan': 'pooja.chavan@centre.example.edu',
  'staff-karan-malhotra': 'karan.malhotra@centre.example.edu',
  'staff-deepa-menon': 'deepa.menon@centre.example.edu',
  'staff-harish-rao': 'harish.rao@centre.example.edu',
  'staff-meera-jadhav': 'meera.jadhav@centre.example.edu',
};

/** The directory's address of a staff member, or undefined for an id that names none. */
export const staffEmailOf = (staffMemberId: string): string | undefined =>
  Object.hasOwn(STAFF_MAILBOXES, staffMemberId) ? STAFF_MAILBOXES[staffMemberId] : undefined;
