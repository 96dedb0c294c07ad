/**
 * The centre's staff, picked from a list on the booking form. Their addresses are not here:
 * they live in ./staff-mailboxes.ts, which only the server's reading of a booking imports, so
 * that they stay out of the public site's code (a staff booking is mailed to the directory's
 * address, never to one typed into the form).
 */
export interface StaffMember {
  id: string;
  name: string;
}

export const STAFF_DIRECTORY: readonly StaffMember[] = [
  { id: 'staff-aarti-deshpande', name: 'Aarti Deshpande' },
  { id: 'staff-rohan-kulkarni', name: 'Rohan Kulkarni' },
  { id: 'staff-priya-nair', name: 'Priya Nair' },
  { id: 'staff-vikram-joshi', name: 'Vikram Joshi' },
  { id: 'staff-sneha-patil', name: 'Sneha Patil' },
  { id: 'staff-amit-shah', name: 'Amit Shah' },
  { id: 'staff-kavita-iyer', name: 'Kavita Iyer' },
  { id: 'staff-siddharth-mehta', name: 'Siddharth Mehta' },
  { id: 'staff-neha-gupta', name: 'Neha Gupta' },
  { id: 'staff-rahul-pawar', name: 'Rahul Pawar' },
  { id: 'staff-anjali-reddy', name: 'Anjali Reddy' },
  { id: 'staff-manoj-shinde', name: 'Manoj Shinde' },
  { id: 'staff-pooja-chavan', name: 'Pooja Chavan' },
  { id: 'staff-karan-malhotra', name: 'Karan Malhotra' },
  { id: 'staff-deepa-menon', name: 'Deepa Menon' },
  { id: 'staff-harish-rao', name: 'Harish Rao' },
  { id: 'staff-meera-jadhav', name: 'Meera Jadhav' },
];

export const findStaffMember = (id: string): StaffMember | undefined =>
  STAFF_DIRECTORY.find((s) => s.id === id);
