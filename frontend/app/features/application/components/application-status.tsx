import { useEffect, useState } from 'react';
import * as applicationModule from '../../../content/application';
import { useContent, useFormat } from '../../../lib/i18n';
import { fetchApplicationStatus, type StatusOutcome } from '../api/application-api';
import { labelOf, shownChoice, useChoiceLabels } from './wizard-steps';

export interface ApplicationStatusProps {
  id: string | undefined;
  token: string | undefined;
}

/** The applicant's page in plain words: received, under review, or decided with the reason. */
export function ApplicationStatus({ id, token }: ApplicationStatusProps) {
  const { applicationContent: content } = useContent('application', applicationModule);
  const words = content.statusPage;
  const labels = useChoiceLabels();
  const format = useFormat();
  const [outcome, setOutcome] = useState<StatusOutcome | null>(id && token ? null : { kind: 'invalid-link' });

  useEffect(() => {
    if (!id || !token) return;
    let current = true;
    void fetchApplicationStatus(id, token).then((answer) => {
      if (current) setOutcome(answer);
    });
    return () => {
      current = false;
    };
  }, [id, token]);

  return (
    <section className="container-page max-w-3xl space-y-6 py-16" aria-labelledby="application-status-title">
      <h1 id="application-status-title" className="text-3xl font-extrabold">
        {words.title}
      </h1>
      {outcome === null && <p role="status">{words.loading}</p>}
      {outcome?.kind === 'invalid-link' && <p role="alert">{words.invalidLink}</p>}
      {outcome?.kind === 'failed' && <p role="alert">{words.failed}</p>}
      {outcome?.kind === 'ok' && (
        <>
          <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-ink-200 p-6 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">{words.reference}</dt>
            <dd>{outcome.status.reference}</dd>
            <dt className="font-semibold">{words.company}</dt>
            <dd>{outcome.status.companyName}</dd>
            <dt className="font-semibold">{words.submitted}</dt>
            <dd>{format.dateTime(outcome.status.submittedAt)}</dd>
            {outcome.status.scheme !== null && (
              <>
                <dt className="font-semibold">{labelOf(content, 'scheme')}</dt>
                <dd>{shownChoice(labels, 'scheme', outcome.status.scheme)}</dd>
              </>
            )}
            {/* A rupee band reads in the visitor's language; the spec's dollar band as it was sent. */}
            <dt className="font-semibold">{labelOf(content, 'fundingNeeded')}</dt>
            <dd>{shownChoice(labels, 'fundingNeeded', outcome.status.fundingNeeded)}</dd>
            <dt className="font-semibold">{words.status}</dt>
            <dd>
              {words.statuses[outcome.status.status]}
              {outcome.status.outcome && <strong className="block">{words.outcomes[outcome.status.outcome]}</strong>}
            </dd>
            {outcome.status.reason && (
              <>
                <dt className="font-semibold">{words.reason}</dt>
                <dd className="whitespace-pre-wrap">{outcome.status.reason}</dd>
              </>
            )}
          </dl>
          {outcome.status.status !== 'decided' && <p>{words.promise}</p>}
        </>
      )}
    </section>
  );
}
