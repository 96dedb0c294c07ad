/** The centre's name as the product shows it; the short name labels its own staff. */
export const CENTRE_NAME = 'Sangam Innovation Centre';
export const CENTRE_SHORT_NAME = 'SIC';
