import { useId, useState, type FormEvent } from 'react';
import {
  APPLICATION_OUTCOMES,
  EXPORT_PATHS,
  DECISION_PROMISE_BUSINESS_DAYS,
  type ApplicationListItem,
  type ApplicationOutcome,
  type DecisionRequest,
} from '@centre/contracts';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../api/admin-http';
import { useAdminApplication, useApplicationList, useDecide, useDecisionPreview } from '../api/applications-api';
import { pitchDeckUrl } from '../api/inbox-api';
import { ApplicationFields, ReviewCard, SummaryFigures } from './application-parts';
import { columns, fieldClasses, formatTime, labelClasses, linkClasses, tdClasses } from './format';
import { ExportLink } from './export-link';
import { PagedTable } from './paged-table';

const APPLICATION_COLUMNS = columns(['Company', 'Stage', 'Reviews', 'Overall', 'Tally (A/M/R)', 'Business days', '']);

const STAGE_LABELS: Record<ApplicationListItem['stage'], string> = {
  submitted: 'Submitted',
  'under-review': 'Under review',
  'ready-to-decide': 'Ready to decide',
  decided: 'Decided',
};

const { from, to } = DECISION_PROMISE_BUSINESS_DAYS;

function Decision({ item }: { item: ApplicationListItem }) {
  const id = useId();
  const [outcome, setOutcome] = useState<ApplicationOutcome>('accepted');
  const [reason, setReason] = useState('');
  const [earlyReason, setEarlyReason] = useState('');
  const preview = useDecisionPreview();
  const decide = useDecide();
  const early = item.summary.reviews < item.summary.needed;
  const decision = (): DecisionRequest => ({ outcome, reason, ...(early && { earlyReason }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate({ id: item.applicationId, decision: decision() });
  };
  const failure = decide.error ?? preview.error;
  return (
    <form onSubmit={submit} aria-labelledby={id} className="space-y-3 rounded-xl border border-brand-200 p-4">
      <h4 id={id} className="text-lg font-bold">
        Decision
      </h4>
      <p>
        {item.summary.reviews} of {item.summary.needed} reviews needed are in.
        {early && ' The quorum is not met: say why you decide now.'}
      </p>
      <label className={labelClasses}>
        Outcome
        <select className={fieldClasses} value={outcome} onChange={(e) => setOutcome(e.target.value as ApplicationOutcome)}>
          {APPLICATION_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClasses}>
        Reason, for the applicant
        <textarea className={fieldClasses} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      {early && (
        <label className={labelClasses}>
          Why decide before the quorum
          <textarea className={fieldClasses} rows={2} value={earlyReason} onChange={(e) => setEarlyReason(e.target.value)} />
        </label>
      )}
      {failure && (
        <p role="alert" className="text-red-700">
          {messageOf(failure)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => preview.mutate({ id: item.applicationId, decision: decision() })}>
          Preview the mail
        </Button>
        <Button type="submit" size="sm" disabled={decide.isPending}>
          Decide and send the mail
        </Button>
      </div>
      {preview.data && (
        <figure className="rounded-lg bg-ink-50 p-3">
          <figcaption className="text-sm font-semibold">
            To {preview.data.to}: {preview.data.subject}
          </figcaption>
          <pre className="mt-2 whitespace-pre-wrap font-sans text-sm">{preview.data.text}</pre>
        </figure>
      )}
    </form>
  );
}

function ApplicationDetail({ applicationId }: { applicationId: string }) {
  const id = useId();
  const query = useAdminApplication(applicationId);
  if (query.isPending) return <p role="status">Loading the application…</p>;
  if (query.isError) return <p role="alert" className="text-red-700">{messageOf(query.error)}</p>;
  const { item, application, reviews, conflicts, decision } = query.data;
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl border border-ink-200 p-5">
      <h3 id={id} className="text-2xl font-bold">
        {application.companyName}
      </h3>
      <ApplicationFields application={application} />
      <p>
        <a className={linkClasses} href={pitchDeckUrl(applicationId)}>
          Pitch deck: {application.pitchDeck.fileName}
        </a>
      </p>
      <SummaryFigures summary={item.summary} />
      <h4 className="text-lg font-bold">Reviews</h4>
      {reviews.length === 0 && <p>No review yet.</p>}
      {reviews.map((r) => (
        <ReviewCard key={r.expertId} review={r} author={r.expertEmail} />
      ))}
      {conflicts.length > 0 && (
        <ul className="list-disc pl-5">
          {conflicts.map((c) => (
            <li key={c.expertId}>
              {c.expertEmail} declared a conflict: {c.reason}
            </li>
          ))}
        </ul>
      )}
      {decision ? (
        <p className="rounded-lg bg-green-50 p-3">
          Decided {decision.outcome} by {decision.decidedBy} on {formatTime(decision.decidedAt)}: {decision.reason}
          {decision.beforeQuorum && ` (before the quorum, ${decision.beforeQuorum.reviews} of ${decision.beforeQuorum.needed}: ${decision.beforeQuorum.reason})`}
        </p>
      ) : (
        <Decision item={item} />
      )}
    </section>
  );
}

/** The admin's applications: stage, reviews, figures, business days against the promise; one opened whole. */
export function ApplicationsPage() {
  const id = useId();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const query = useApplicationList(page);
  return (
    <div className="space-y-6">
      <section aria-labelledby={id} className="space-y-3">
        <h2 id={id} className="text-2xl font-bold">
          Startup applications
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-600">
            The applicant is promised a decision within {from} to {to} business days.
          </p>
          <ExportLink href={EXPORT_PATHS.applications} label="Export applications with scores (CSV)" />
        </div>
        <PagedTable
          query={query}
          noun="applications"
          caption="Startup applications, newest first"
          columns={APPLICATION_COLUMNS.names}
          pagerLabel="Application pages"
          onPageChange={setPage}
          row={(a) => (
            <tr key={a.applicationId} className={a.overdue ? 'bg-red-50' : undefined}>
              <th scope="row" className={`${tdClasses} font-semibold`}>
                {a.companyName}
                <span className="block text-xs font-normal text-ink-600">{formatTime(a.submittedAt)}</span>
              </th>
              <td {...APPLICATION_COLUMNS.cell('Stage')} className={tdClasses}>{a.outcome ? `${STAGE_LABELS[a.stage]}: ${a.outcome}` : STAGE_LABELS[a.stage]}</td>
              <td {...APPLICATION_COLUMNS.cell('Reviews')} className={tdClasses}>
                {a.summary.reviews} of {a.summary.needed}
              </td>
              <td {...APPLICATION_COLUMNS.cell('Overall')} className={tdClasses}>
                {a.summary.overall === null ? '–' : a.summary.overall.toFixed(1)}
                {a.summary.disagreement && <strong className="block text-red-700">Disagreement</strong>}
              </td>
              <td {...APPLICATION_COLUMNS.cell('Tally (A/M/R)')} className={tdClasses}>
                {a.summary.tally.accept}/{a.summary.tally.maybe}/{a.summary.tally.reject}
              </td>
              <td {...APPLICATION_COLUMNS.cell('Business days')} className={tdClasses}>
                {a.businessDays} of {from}–{to}
                {a.overdue && <strong className="block text-red-700">Overdue</strong>}
              </td>
              <td className={tdClasses}>
                <Button size="sm" variant="outline" onClick={() => setOpen(a.applicationId)} aria-label={`Open ${a.companyName}`}>
                  Open
                </Button>
              </td>
            </tr>
          )}
        />
      </section>
      {open && <ApplicationDetail key={open} applicationId={open} />}
    </div>
  );
}
