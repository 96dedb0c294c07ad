import { useId, useState } from 'react';
import { Pager } from '../../../components/ui/pager';
import { messageOf } from '../api/admin-http';
import { pitchDeckUrl, useContactMessages, useStartupApplications } from '../api/inbox-api';
import { columns, formatTime, linkClasses, tableClasses, tdClasses, thClasses } from './format';

const MESSAGE_COLUMNS = columns(['Received', 'From', 'Email', 'Subject', 'Message']);
const APPLICATION_COLUMNS = columns(['Submitted', 'Company', 'Founder', 'Email', 'Industry', 'Stage', 'Funding needed', 'Pitch deck']);

const pages = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

function Messages() {
  const id = useId();
  const [page, setPage] = useState(1);
  const query = useContactMessages(page);
  const data = query.data;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-xl font-bold">
        Contact messages
      </h3>
      {query.isPending && <p role="status">Loading messages…</p>}
      {query.isError && <p role="alert" className="text-red-700">{messageOf(query.error)}</p>}
      {data && data.items.length === 0 && <p>No messages yet.</p>}
      {data && data.items.length > 0 && (
        <div className="overflow-x-auto">
          <table className={tableClasses}>
            <caption className="sr-only">Contact messages, newest first</caption>
            <thead>
              <tr>
                {MESSAGE_COLUMNS.names.map((h) => (
                  <th key={h} scope="col" className={thClasses}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((m) => (
                <tr key={m.messageId}>
                  <td {...MESSAGE_COLUMNS.cell('Received')} className={`${tdClasses} whitespace-nowrap`}>{formatTime(m.receivedAt)}</td>
                  <th scope="row" className={`${tdClasses} font-semibold`}>
                    {m.name}
                  </th>
                  <td {...MESSAGE_COLUMNS.cell('Email')} className={tdClasses}>
                    <a href={`mailto:${m.email}`} className={linkClasses}>
                      {m.email}
                    </a>
                  </td>
                  <td {...MESSAGE_COLUMNS.cell('Subject')} className={tdClasses}>{m.subject}</td>
                  <td {...MESSAGE_COLUMNS.cell('Message')} className={`${tdClasses} max-w-md whitespace-pre-wrap`}>{m.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager page={data.page} pageCount={pages(data.total, data.pageSize)} onPageChange={setPage} label="Contact message pages" />}
    </section>
  );
}

function Applications() {
  const id = useId();
  const [page, setPage] = useState(1);
  const query = useStartupApplications(page);
  const data = query.data;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-xl font-bold">
        Startup applications
      </h3>
      {query.isPending && <p role="status">Loading applications…</p>}
      {query.isError && <p role="alert" className="text-red-700">{messageOf(query.error)}</p>}
      {data && data.items.length === 0 && <p>No applications yet.</p>}
      {data && data.items.length > 0 && (
        <div className="overflow-x-auto">
          <table className={tableClasses}>
            <caption className="sr-only">Startup applications, newest first</caption>
            <thead>
              <tr>
                {APPLICATION_COLUMNS.names.map((h) => (
                  <th key={h} scope="col" className={thClasses}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((a) => (
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
                  <td className={tdClasses}>
                    <a href={pitchDeckUrl(a.applicationId)} download className={linkClasses} aria-label={`Download the pitch deck of ${a.companyName} (${a.pitchDeck.fileName})`}>
                      Download
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager page={data.page} pageCount={pages(data.total, data.pageSize)} onPageChange={setPage} label="Application pages" />}
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
      <Messages />
      <Applications />
    </section>
  );
}
