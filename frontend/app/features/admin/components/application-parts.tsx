import {
  RUBRIC_CRITERIA,
  RUBRIC_LABELS,
  type ApplicationReviewView,
  type ApplicationSubmissionView,
  type ReviewSummary,
} from '@centre/contracts';
import { applicationContent } from '../../../content/application';
import { fundingOpportunities } from '../../../content/funding/opportunities';
import { formatTime } from './format';

/** A scheme as the funding pages name it; an id the site no longer names shows as sent. */
const schemeName = (scheme: string | undefined): string | undefined =>
  scheme === 'incubation'
    ? applicationContent.incubationOnly
    : (fundingOpportunities.schemes.find((s) => s.id === scheme)?.title ?? scheme);

/** Every field of an application, as the applicant gave it (the deck is shown by the caller). */
export function ApplicationFields({ application }: { application: ApplicationSubmissionView }) {
  const rows: Array<[string, string | undefined]> = [
    ['Company', application.companyName],
    ['Founder', application.founderName],
    ['Email', application.email],
    ['Phone', application.phone],
    ['Website', application.website],
    ['Industry', application.industry],
    ['Stage', application.stage],
    ['Description', application.description],
    ['Team size', application.teamSize],
    ['Team members', application.teamMembers],
    ['Scheme applied for', schemeName(application.scheme)],
    // The rupee band, or the dollar band of the spec's old form, as the applicant sent it.
    ['Funding needed', application.fundingNeeded],
    ['Current revenue', application.currentRevenue],
    ['Business model', application.businessModel],
    ['Additional information', application.additionalInfo],
    ['Consent to processing', application.consent && `Given ${formatTime(application.consent.givenAt)}: “${application.consent.text}”`],
    ['Submitted', formatTime(application.submittedAt)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {rows
        .filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink-700">{label}</dt>
            <dd className="whitespace-pre-wrap break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

const score = (value: number | null): string => (value === null ? '–' : value.toFixed(1));

/** The means per criterion and overall, and the recommendations' tally. */
export function SummaryFigures({ summary }: { summary: ReviewSummary }) {
  return (
    <div className="space-y-2">
      <dl className="flex flex-wrap gap-3">
        {RUBRIC_CRITERIA.map((c) => (
          <div key={c} className="rounded-lg bg-brand-50 px-3 py-2">
            <dt className="text-xs text-ink-600">{RUBRIC_LABELS[c]}</dt>
            <dd className="text-lg font-bold">{score(summary.means[c])}</dd>
          </div>
        ))}
        <div className="rounded-lg bg-brand-700 px-3 py-2 text-white">
          <dt className="text-xs">Overall</dt>
          <dd className="text-lg font-bold">{score(summary.overall)}</dd>
        </div>
      </dl>
      <p>
        Recommendations: {summary.tally.accept} accept, {summary.tally.maybe} maybe, {summary.tally.reject} reject.{' '}
        {summary.disagreement && <strong className="text-red-700">The experts disagree widely.</strong>}
      </p>
    </div>
  );
}

/** One review: its scores, recommendation and comment (with its author when given). */
export function ReviewCard({ review, author }: { review: Omit<ApplicationReviewView, 'expertId' | 'expertEmail'>; author?: string }) {
  return (
    <article className="rounded-xl border border-ink-200 p-4">
      <h5 className="font-semibold">
        {author ?? 'An expert'}: {review.recommendation} <span className="text-sm font-normal text-ink-600">({formatTime(review.reviewedAt)})</span>
      </h5>
      <p className="text-sm">{RUBRIC_CRITERIA.map((c) => `${RUBRIC_LABELS[c]} ${review.scores[c]}`).join(' · ')}</p>
      {review.comment && <p className="mt-2 whitespace-pre-wrap">{review.comment}</p>}
    </article>
  );
}
