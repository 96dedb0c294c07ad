export interface StaffMember {
  id: string;
  name: string;
  email: string;
}

const STAFF_DOMAIN = 'centre.example.edu';

const staff = (id: string, name: string, mailbox: string): StaffMember => ({
  id,
  name,
  email: `${mailbox}@${STAFF_DOMAIN}`,
});

/** The centre's staff, picked from a list on the booking form; choosing one fills in the email. */
export const STAFF_DIRECTORY: readonly StaffMember[] = [
  staff('staff-aarti-deshpande', 'Aarti Deshpande', 'aarti.deshpande'),
  staff('staff-rohan-kulkarni', 'Rohan Kulkarni', 'rohan.kulkarni'),
  staff('staff-priya-nair', 'Priya Nair', 'priya.nair'),
  staff('staff-vikram-joshi', 'Vikram Joshi', 'vikram.joshi'),
  staff('staff-sneha-patil', 'Sneha Patil', 'sneha.patil'),
  staff('staff-amit-shah', 'Amit Shah', 'amit.shah'),
  staff('staff-kavita-iyer', 'Kavita Iyer', 'kavita.iyer'),
  staff('staff-siddharth-mehta', 'Siddharth Mehta', 'siddharth.mehta'),
  staff('staff-neha-gupta', 'Neha Gupta', 'neha.gupta'),
  staff('staff-rahul-pawar', 'Rahul Pawar', 'rahul.pawar'),
  staff('staff-anjali-reddy', 'Anjali Reddy', 'anjali.reddy'),
  staff('staff-manoj-shinde', 'Manoj Shinde', 'manoj.shinde'),
  staff('staff-pooja-chavan', 'Pooja Chavan', 'pooja.chavan'),
  staff('staff-karan-malhotra', 'Karan Malhotra', 'karan.malhotra'),
  staff('staff-deepa-menon', 'Deepa Menon', 'deepa.menon'),
  staff('staff-harish-rao', 'Harish Rao', 'harish.rao'),
  staff('staff-meera-jadhav', 'Meera Jadhav', 'meera.jadhav'),
];

export const findStaffMember = (id: string): StaffMember | undefined =>
  STAFF_DIRECTORY.find((s) => s.id === id);
