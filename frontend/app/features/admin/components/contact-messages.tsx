import { useId, useState, type FormEvent } from 'react';
import {
  EXPORT_PATHS,
  replySubjectFor,
  type ContactStatus,
  type InboxMessage,
} from '@centre/contracts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { AdminApiError, messageOf } from '../api/admin-http';
import {
  useCloseMessage,
  useContactMessage,
  useContactMessages,
  useReplyToMessage,
} from '../api/inbox-api';
import { ExportLink } from './export-link';
import { columns, fieldClasses, formatTime, labelClasses, linkClasses, tdClasses } from './format';
import { PagedTable } from './paged-table';

const MESSAGE_COLUMNS = columns(['Received', 'From', 'Email', 'Subject', 'Status', '']);

const STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  answered: 'Answered',
  closed: 'Closed',
};
const STATUS_TONES: Record<ContactStatus, string> = {
  new: 'bg-accent-100 text-accent-700',
  answered: 'bg-green-100 text-green-800',
  closed: 'bg-ink-100 text-ink-700',
};

function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-bold uppercase',
        STATUS_TONES[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

function ReplyForm({ message }: { message: InboxMessage }) {
  const id = useId();
  const [subject, setSubject] = useState(() => replySubjectFor(message.subject));
  const [text, setText] = useState('');
  const reply = useReplyToMessage();
  const fieldErrors = reply.error instanceof AdminApiError ? reply.error.errors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate(
      { id: message.messageId, reply: { subject, text } },
      { onSuccess: () => setText('') },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby={id}
      className="space-y-3 rounded-xl border border-brand-200 p-4"
    >
      <h4 id={id} className="text-lg font-bold">
        Reply by mail to {message.email}
      </h4>
      {message.language === 'mr' && (
        <p className="text-sm text-ink-700">Sent from the Marathi page: the mail greets and quotes the sender in Marathi, so write your reply in Marathi if you can.</p>
      )}
      <label className={labelClasses}>
        Subject
        <input
          className={fieldClasses}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          aria-invalid={fieldErrors.subject ? true : undefined}
        />
      </label>
      {fieldErrors.subject && <p className="text-sm text-red-700">{fieldErrors.subject}</p>}
      <label className={labelClasses}>
        Your reply
        <textarea
          className={fieldClasses}
          rows={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={fieldErrors.text ? true : undefined}
        />
      </label>
      {fieldErrors.text && <p className="text-sm text-red-700">{fieldErrors.text}</p>}
      {reply.error && (
        <p role="alert" className="text-red-700">
          {messageOf(reply.error)}
        </p>
      )}
      {reply.isSuccess && !reply.isPending && (
        <p role="status">Reply sent: it is on its way to {message.email}.</p>
      )}
      <Button type="submit" size="sm" disabled={reply.isPending}>
        Send the reply
      </Button>
    </form>
  );
}

/** One message whole: what the visitor wrote, every reply with its author, the reply form, closing. */
function MessageDetail({ messageId }: { messageId: string }) {
  const id = useId();
  const query = useContactMessage(messageId);
  const close = useCloseMessage();
  if (query.isPending) return <p role="status">Loading the message…</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {messageOf(query.error)}
      </p>
    );
  const { message } = query.data;
  return (
    <article aria-labelledby={id} className="space-y-4 rounded-2xl border border-ink-200 p-5">
      <header className="space-y-1">
        <h4 id={id} className="text-xl font-bold break-words">
          {message.subject}
        </h4>
        <p className="text-sm text-ink-700">
          From {message.name} (
          <a href={`mailto:${message.email}`} className={linkClasses}>
            {message.email}
          </a>
          ), {formatTime(message.receivedAt)} · <ContactStatusBadge status={message.status} />
        </p>
      </header>
      <p className="whitespace-pre-wrap break-words rounded-lg bg-ink-50 p-3">{message.message}</p>
      {message.replies.length > 0 && (
        <section aria-label="Replies" className="space-y-2">
          <h5 className="font-bold">Replies</h5>
          {message.replies.map((r) => (
            <figure key={r.replyId} className="rounded-lg border border-green-200 bg-green-50 p-3">
              <figcaption className="text-sm font-semibold">
                {r.subject}, by {r.repliedBy}, {formatTime(r.repliedAt)}
              </figcaption>
              <p className="mt-1 whitespace-pre-wrap break-words text-sm">{r.text}</p>
            </figure>
          ))}
        </section>
      )}
      {message.status === 'closed' ? (
        <p className="rounded-lg bg-ink-100 p-3">
          Closed by {message.closedBy} on {message.closedAt ? formatTime(message.closedAt) : ''}: it
          takes no more replies.
        </p>
      ) : (
        <>
          <ReplyForm key={message.replies.length} message={message} />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={close.isPending}
              onClick={() => close.mutate(message.messageId)}
            >
              Close the message
            </Button>
            <span className="text-sm text-ink-600">
              Closed messages leave the daily digest and take no more replies.
            </span>
          </div>
          {close.error && (
            <p role="alert" className="text-red-700">
              {messageOf(close.error)}
            </p>
          )}
        </>
      )}
    </article>
  );
}

/** The contact messages, newest first (all, or only the new ones), and one opened whole. */
export function ContactMessages() {
  const id = useId();
  const [page, setPage] = useState(1);
  const [onlyNew, setOnlyNew] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const query = useContactMessages(page, onlyNew);
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-xl font-bold">
          Contact messages
        </h3>
        <div className="flex flex-wrap items-center gap-3">
          <ExportLink href={EXPORT_PATHS.contactMessages} label="Export contact messages (CSV)" />
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              checked={onlyNew}
              onChange={(e) => {
                setOnlyNew(e.target.checked);
                setPage(1);
              }}
            />
            Only new messages
          </label>
        </div>
      </div>
      <PagedTable
        query={query}
        noun="messages"
        empty={onlyNew ? 'No new messages: every one is answered or closed.' : undefined}
        caption="Contact messages, newest first"
        columns={MESSAGE_COLUMNS.names}
        pagerLabel="Contact message pages"
        onPageChange={setPage}
        row={(m) => (
          <tr key={m.messageId} className={open === m.messageId ? 'bg-brand-50' : undefined}>
            <td {...MESSAGE_COLUMNS.cell('Received')} className={`${tdClasses} whitespace-nowrap`}>{formatTime(m.receivedAt)}</td>
            <th scope="row" className={`${tdClasses} font-semibold`}>
              {m.name}
            </th>
            <td {...MESSAGE_COLUMNS.cell('Email')} className={tdClasses}>
              <a href={`mailto:${m.email}`} className={linkClasses}>
                {m.email}
              </a>
            </td>
            <td {...MESSAGE_COLUMNS.cell('Subject')} className={`${tdClasses} max-w-md`}>
              <span className="font-semibold">{m.subject}</span>
              <span className="line-clamp-2 break-words text-ink-600">{m.message}</span>
            </td>
            <td {...MESSAGE_COLUMNS.cell('Status')} className={tdClasses}>
              <ContactStatusBadge status={m.status} />
            </td>
            <td className={tdClasses}>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setOpen(m.messageId)}
                aria-label={`Open the message from ${m.name}: ${m.subject}`}
              >
                Open
              </Button>
            </td>
          </tr>
        )}
      />
      {open && <MessageDetail key={open} messageId={open} />}
    </section>
  );
}
