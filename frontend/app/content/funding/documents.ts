/** The PDFs the funding pages offer; the files live under public/docs/funding/. */
export const fundingDocuments = {
  prayasEligibility: '/docs/funding/nidhi-prayas-eligibility-criteria.pdf',
  sssEligibility: '/docs/funding/nidhi-sss-eligibility-criteria.pdf',
  eirEligibility: '/docs/funding/nidhi-eir-eligibility-criteria.pdf',
  msinsGuidelines: '/docs/funding/msins-seed-fund-guidelines.pdf',
  sisfsEligibility: '/docs/funding/sisfs-eligibility-criteria.pdf',
} as const;
