/**
 * The server's bounds on an application's text fields (the wizard itself sets none, spec 5)
 * and the names its messages give them: read by the rules and by the messages alike.
 */
export const APPLICATION_MAX_LENGTHS = {
  founderName: 200,
  email: 254,
  phone: 30,
  companyName: 200,
  website: 500,
  industry: 50,
  stage: 50,
  description: 5000,
  teamSize: 50,
  teamMembers: 5000,
  fundingNeeded: 50,
  currentRevenue: 50,
  businessModel: 5000,
  additionalInfo: 5000,
  scheme: 50,
} as const;

export type ApplicationTextField = keyof typeof APPLICATION_MAX_LENGTHS;

export const APPLICATION_FIELD_LABELS: Readonly<Record<ApplicationTextField, string>> = {
  founderName: 'Founder name',
  email: 'Email',
  phone: 'Phone number',
  companyName: 'Company name',
  website: 'Website',
  industry: 'Industry',
  stage: 'Company stage',
  description: 'Company description',
  teamSize: 'Team size',
  teamMembers: 'Team members information',
  fundingNeeded: 'Funding needed',
  currentRevenue: 'Current revenue',
  businessModel: 'Business model',
  additionalInfo: 'Additional information',
  scheme: 'Scheme',
};
