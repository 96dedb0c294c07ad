import { useId, useState, type FormEvent } from 'react';
import {
  RECOMMENDATIONS,
  RUBRIC_CRITERIA,
  RUBRIC_LABELS,
  type ExpertApplicationResponse,
  type Recommendation,
  type RubricScores,
} from '@centre/contracts';
import { Button } from '../../../components/ui/button';
import { AdminApiError, messageOf } from '../api/admin-http';
import { expertDeckUrl, useDeclareConflict, useExpertApplication, useExpertQueue, useSubmitReview } from '../api/applications-api';
import { ApplicationFields, ReviewCard } from './application-parts';
import { fieldClasses, formatTime, labelClasses, linkClasses } from './format';

const EMPTY_SCORES = Object.fromEntries(RUBRIC_CRITERIA.map((c) => [c, 0])) as RubricScores;

function ReviewForm({ applicationId, view }: { applicationId: string; view: ExpertApplicationResponse }) {
  const id = useId();
  const [scores, setScores] = useState<RubricScores>(view.mine?.scores ?? EMPTY_SCORES);
  const [recommendation, setRecommendation] = useState<Recommendation | ''>(view.mine?.recommendation ?? '');
  const [comment, setComment] = useState(view.mine?.comment ?? '');
  const review = useSubmitReview();
  const errors = review.error instanceof AdminApiError ? review.error.errors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    review.mutate({ id: applicationId, review: { scores, recommendation: recommendation as Recommendation, comment } });
  };
  return (
    <form onSubmit={submit} aria-labelledby={id} className="space-y-3 rounded-xl border border-brand-200 p-4">
      <h4 id={id} className="text-lg font-bold">
        {view.mine ? 'Your review (you may edit it until the decision)' : 'Your review'}
      </h4>
      <div className="grid gap-3 sm:grid-cols-3">
        {RUBRIC_CRITERIA.map((c) => (
          <label key={c} className={labelClasses}>
            {RUBRIC_LABELS[c]} (1–5)
            <select
              className={fieldClasses}
              value={scores[c] === 0 ? '' : String(scores[c])}
              onChange={(e) => setScores({ ...scores, [c]: Number(e.target.value) })}
              aria-invalid={errors[`scores.${c}`] ? true : undefined}
            >
              <option value="">Choose</option>
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <fieldset>
        <legend className={labelClasses}>Recommendation</legend>
        <div className="flex gap-4">
          {RECOMMENDATIONS.map((r) => (
            <label key={r} className="flex items-center gap-2">
              <input type="radio" name="recommendation" value={r} checked={recommendation === r} onChange={() => setRecommendation(r)} />
              {r}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={labelClasses}>
        Comment
        <textarea className={fieldClasses} rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
      </label>
      {review.error && (
        <p role="alert" className="text-red-700">
          {messageOf(review.error)}
        </p>
      )}
      <Button type="submit" size="sm" disabled={review.isPending}>
        Submit the review
      </Button>
    </form>
  );
}

function ConflictForm({ applicationId }: { applicationId: string }) {
  const [reason, setReason] = useState('');
  const conflict = useDeclareConflict();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    conflict.mutate({ id: applicationId, conflict: { reason } });
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl border border-ink-200 p-4">
      <label className={labelClasses}>
        A conflict of interest? Say why, and you leave this application to the others.
        <input className={fieldClasses} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      {conflict.error && (
        <p role="alert" className="text-red-700">
          {messageOf(conflict.error)}
        </p>
      )}
      <Button type="submit" size="sm" variant="outline" disabled={conflict.isPending}>
        Declare a conflict
      </Button>
    </form>
  );
}

function ExpertApplication({ applicationId }: { applicationId: string }) {
  const id = useId();
  const query = useExpertApplication(applicationId);
  if (query.isPending) return <p role="status">Loading the application…</p>;
  if (query.isError) return <p role="alert" className="text-red-700">{messageOf(query.error)}</p>;
  const view = query.data;
  const { application } = view;
  const pdf = application.pitchDeck.mediaType === 'application/pdf';
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl border border-ink-200 p-5">
      <h3 id={id} className="text-2xl font-bold">
        {application.companyName}
      </h3>
      {view.blind && <p className="text-sm text-ink-600">Blind review: the founders’ names are hidden.</p>}
      <ApplicationFields application={application} />
      {pdf ? (
        <iframe title={`Pitch deck of ${application.companyName}`} src={expertDeckUrl(applicationId)} className="h-[32rem] w-full rounded-lg border border-ink-200" />
      ) : (
        <p>
          <a className={linkClasses} href={expertDeckUrl(applicationId)}>
            Download the pitch deck ({application.pitchDeck.fileName})
          </a>
        </p>
      )}
      {view.mine && <p role="status">Your review is saved ({formatTime(view.mine.reviewedAt)}).</p>}
      {view.conflicted && <p role="status">You declared a conflict with this application.</p>}
      {view.decided && <p role="status">This application has been decided; reviews can no longer change.</p>}
      {!view.conflicted && !view.decided && <ReviewForm key={view.mine?.reviewedAt ?? 'new'} applicationId={applicationId} view={view} />}
      {!view.conflicted && !view.decided && !view.mine && <ConflictForm applicationId={applicationId} />}
      <h4 className="text-lg font-bold">The other experts’ reviews</h4>
      {view.mine ? (
        view.others.length === 0 ? (
          <p>No other review yet.</p>
        ) : (
          view.others.map((r) => <ReviewCard key={r.reviewedAt} review={r} />)
        )
      ) : (
        <p>You will see the others’ reviews once yours is in.</p>
      )}
    </section>
  );
}

/** The expert's screen: the applications waiting for their review, one opened whole. */
export function ExpertPage() {
  const id = useId();
  const [open, setOpen] = useState<string | null>(null);
  const queue = useExpertQueue();
  return (
    <div className="space-y-6">
      <section aria-labelledby={id} className="space-y-3">
        <h2 id={id} className="text-2xl font-bold">
          Applications waiting for your review
        </h2>
        {queue.isPending && <p role="status">Loading your queue…</p>}
        {queue.isError && <p role="alert" className="text-red-700">{messageOf(queue.error)}</p>}
        {queue.data && queue.data.items.length === 0 && <p>Nothing is waiting for your review.</p>}
        <ul className="space-y-2">
          {queue.data?.items.map((item) => (
            <li key={item.applicationId} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-ink-200 p-3">
              <span>
                <strong>{item.companyName}</strong> · {item.industry} · {item.stage}
                <span className="block text-xs text-ink-600">Submitted {formatTime(item.submittedAt)}</span>
              </span>
              <Button size="sm" variant="outline" onClick={() => setOpen(item.applicationId)} aria-label={`Review ${item.companyName}`}>
                Review
              </Button>
            </li>
          ))}
        </ul>
      </section>
      {open && <ExpertApplication key={open} applicationId={open} />}
    </div>
  );
}
