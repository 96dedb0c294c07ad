import { Fragment, useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../api/admin-http';

/**
 * A console screen that sets something each lab has one of (Opening hours, Lab rules): what it
 * sets, then a card per lab with a setting once every lab's has been read.
 */
export function LabCardsScreen<T>({ title, intro, loading, query, labs, settings, card }: {
  title: string;
  intro: string;
  /** Said while every lab's setting is being read. */
  loading: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  labs: ReadonlyArray<{ id: string; name: string }>;
  /** Every lab's setting by lab id, once read. */
  settings: Readonly<Record<string, T>> | undefined;
  card: (lab: { id: string; name: string }, setting: T) => ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="text-ink-700">{intro}</p>
      {query.isPending && <p role="status">{loading}</p>}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {messageOf(query.error)}
        </p>
      )}
      {settings && (
        <div className="grid gap-4 lg:grid-cols-2">
          {labs.map((lab) => {
            const setting = settings[lab.id];
            return setting === undefined ? null : <Fragment key={lab.id}>{card(lab, setting)}</Fragment>;
          })}
        </div>
      )}
    </section>
  );
}

/** One lab's card: its setting as a form named after the lab, the refusal or the saved note, the save button. */
export function LabCard({ name, onSubmit, failure, saved, busy, action, children, dialog }: {
  name: string;
  onSubmit: (event: FormEvent) => void;
  /** A failure to say on the card; null when there is none, or it is said elsewhere. */
  failure: unknown;
  saved: string | null;
  busy: boolean;
  /** The save button's words. */
  action: string;
  children: ReactNode;
  /** A confirmation opened from the card. */
  dialog?: ReactNode;
}) {
  const id = useId();
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl bg-paper p-4">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {name}
      </h3>
      {children}
      {failure !== null && (
        <p role="alert" className="font-semibold text-red-700">
          {messageOf(failure)}
        </p>
      )}
      {saved && (
        <p role="status" className="text-green-800">
          {saved}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {action}
      </Button>
      {dialog}
    </form>
  );
}
