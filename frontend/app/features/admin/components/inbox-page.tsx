import { useId, useState } from 'react';
import { pitchDeckUrl, useStartupApplications } from '../api/inbox-api';
import { ContactMessages } from './contact-messages';
import { columns, formatTime, linkClasses, tdClasses } from './format';
import { PagedTable } from './paged-table';

const APPLICATION_COLUMNS = columns(['Submitted', 'Company', 'Founder', 'Email', 'Industry', 'Stage', 'Funding needed', 'Pitch deck']);

function Applications() {
  const id = useId();
  const [page, setPage] = useState(1);
  const query = useStartupApplications(page);
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-xl font-bold">
        Startup applications
      </h3>
      <PagedTable
        query={query}
        noun="applications"
        caption="Startup applications, newest first"
        columns={APPLICATION_COLUMNS.names}
        pagerLabel="Application pages"
        onPageChange={setPage}
        row={(a) => (
          <tr key={a.applicationId}>
            <td {...APPLICATION_COLUMNS.cell('Submitted')} className={`${tdClasses} whitespace-nowrap`}>{formatTime(a.submittedAt)}</td>
            <th scope="row" className={`${tdClasses} font-semibold`}>
              {a.companyName}
            </th>
            <td {...APPLICATION_COLUMNS.cell('Founder')} className={tdClasses}>{a.founderName}</td>
            <td {...APPLICATION_COLUMNS.cell('Email')} className={tdClasses}>{a.email}</td>
            <td {...APPLICATION_COLUMNS.cell('Industry')} className={tdClasses}>{a.industry}</td>
            <td {...APPLICATION_COLUMNS.cell('Stage')} className={tdClasses}>{a.stage}</td>
            <td {...APPLICATION_COLUMNS.cell('Funding needed')} className={tdClasses}>{a.fundingNeeded}</td>
            <td {...APPLICATION_COLUMNS.cell('Pitch deck')} className={tdClasses}>
              <a href={pitchDeckUrl(a.applicationId)} download className={linkClasses} aria-label={`Download the pitch deck of ${a.companyName} (${a.pitchDeck.fileName})`}>
                Download
              </a>
            </td>
          </tr>
        )}
      />
    </section>
  );
}

export function InboxPage() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-10">
      <h2 id={id} className="text-2xl font-bold">
        Inbox
      </h2>
      <ContactMessages />
      <Applications />
    </section>
  );
}
