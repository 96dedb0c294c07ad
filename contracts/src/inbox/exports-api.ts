/** The admin's CSV exports (GET, admin only): where the console's buttons point. */
export const EXPORT_PATHS = {
  applications: '/api/admin/exports/applications.csv',
  contactMessages: '/api/admin/exports/contact-messages.csv',
} as const;
