import { RUBRIC_CRITERIA, RUBRIC_LABELS, applicationReference, type ApplicationListItem, type InboxMessage } from '@centre/contracts';
import type { ApplicationDocument } from '@centre/projections';
import type { CsvColumn } from './csv.js';

/** An application as the export has it: the whole document and its figures now. */
export interface ApplicationExportRow {
  document: ApplicationDocument;
  item: ApplicationListItem;
}

const rounded = (value: number | null): number | null => (value === null ? null : Math.round(value * 100) / 100);

/** Every field of the application, its figures, each criterion's mean, and the decision. */
export const APPLICATION_COLUMNS: readonly CsvColumn<ApplicationExportRow>[] = [
  { header: 'Reference', cell: (r) => applicationReference(r.item.applicationId) },
  { header: 'Application id', cell: (r) => r.item.applicationId },
  { header: 'Submitted at', cell: (r) => r.item.submittedAt },
  { header: 'Company', cell: (r) => r.document.application.companyName },
  { header: 'Founder', cell: (r) => r.document.application.founderName },
  { header: 'Email', cell: (r) => r.document.application.email },
  { header: 'Phone', cell: (r) => r.document.application.phone },
  { header: 'Website', cell: (r) => r.document.application.website ?? null },
  { header: 'Industry', cell: (r) => r.document.application.industry },
  { header: 'Company stage', cell: (r) => r.document.application.stage },
  { header: 'Team size', cell: (r) => r.document.application.teamSize },
  { header: 'Scheme', cell: (r) => r.document.application.scheme ?? null },
  // Rupee bands from the wizard, dollar bands from the spec's old form: as the applicant sent them.
  { header: 'Funding needed', cell: (r) => r.document.application.fundingNeeded },
  { header: 'Monthly revenue', cell: (r) => r.document.application.currentRevenue ?? null },
  { header: 'Consent given at', cell: (r) => r.document.application.consent?.givenAt ?? null },
  { header: 'Review stage', cell: (r) => r.item.stage },
  { header: 'Reviews in', cell: (r) => r.item.summary.reviews },
  { header: 'Reviews needed', cell: (r) => r.item.summary.needed },
  ...RUBRIC_CRITERIA.map((criterion) => ({ header: `Mean: ${RUBRIC_LABELS[criterion]}`, cell: (r: ApplicationExportRow) => rounded(r.item.summary.means[criterion]) })),
  { header: 'Overall mean', cell: (r) => rounded(r.item.summary.overall) },
  { header: 'Accept', cell: (r) => r.item.summary.tally.accept },
  { header: 'Maybe', cell: (r) => r.item.summary.tally.maybe },
  { header: 'Reject', cell: (r) => r.item.summary.tally.reject },
  { header: 'Experts disagree', cell: (r) => r.item.summary.disagreement },
  { header: 'Conflicts declared', cell: (r) => r.document.conflicts.length },
  { header: 'Business days', cell: (r) => r.item.businessDays },
  { header: 'Overdue', cell: (r) => r.item.overdue },
  { header: 'Outcome', cell: (r) => r.document.decision?.outcome ?? null },
  { header: 'Reason given', cell: (r) => r.document.decision?.reason ?? null },
  { header: 'Decided by', cell: (r) => r.document.decision?.decidedBy ?? null },
  { header: 'Decided at', cell: (r) => r.document.decision?.decidedAt ?? null },
];

/** Every contact message whole, with its status and its replies' count and latest. */
export const CONTACT_COLUMNS: readonly CsvColumn<InboxMessage>[] = [
  { header: 'Message id', cell: (m) => m.messageId },
  { header: 'Received at', cell: (m) => m.receivedAt },
  { header: 'Name', cell: (m) => m.name },
  { header: 'Email', cell: (m) => m.email },
  { header: 'Subject', cell: (m) => m.subject },
  { header: 'Message', cell: (m) => m.message },
  { header: 'Status', cell: (m) => m.status },
  { header: 'Replies', cell: (m) => m.replies.length },
  { header: 'Last reply at', cell: (m) => m.replies.at(-1)?.repliedAt ?? null },
  { header: 'Last reply by', cell: (m) => m.replies.at(-1)?.repliedBy ?? null },
  { header: 'Closed at', cell: (m) => m.closedAt },
  { header: 'Closed by', cell: (m) => m.closedBy },
];
