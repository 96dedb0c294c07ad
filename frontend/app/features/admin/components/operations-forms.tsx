import { LABS, OUTAGE_KINDS, findLab, labName, type DeclareClosureRequest, type DeclareOutageRequest, type OutageKind } from '@centre/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { AdminApiError, messageOf } from '../api/admin-http';
import { useDeclareClosure, useDeclareOutage } from '../api/operations-api';
import { fieldClasses, formatDay, labelClasses } from './format';

const WHOLE_CENTRE = '';

function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const invalid = (id: string, error: string | undefined) => (error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});

/** The confirmation every declaration goes through, saying what it does to the bookings inside it. */
function ConfirmDeclaration({ title, summary, busy, failure, onConfirm, onClose }: { title: string; summary: string; busy: boolean; failure: unknown; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={title}>
      <div className="space-y-4">
        <p className="text-ink-700">{summary}</p>
        <p className="text-sm text-ink-600">
          Undecided bookings inside it are cancelled and their bookers mailed the reason; approved ones stay, and their bookers and the reviewers are mailed.
        </p>
        {failure !== null && failure !== undefined && !(failure instanceof AdminApiError && Object.keys(failure.errors).length > 0) && (
          <p role="alert" className="font-semibold text-red-700">
            {messageOf(failure)}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="button" disabled={busy} className="bg-red-700 hover:bg-red-800" onClick={onConfirm}>
            {busy ? 'Saving…' : 'Yes, declare it'}
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            Go back
          </Button>
        </div>
      </div>
    </Modal>
  );
}

const errorsOf = (error: unknown): Record<string, string> => (error instanceof AdminApiError ? error.errors : {});

/** A closure of one lab or of the whole centre, over whole days. */
export function ClosureForm({ onDone }: { onDone: (message: string) => void }) {
  const id = useId();
  const declare = useDeclareClosure();
  const [input, setInput] = useState<DeclareClosureRequest>({ labId: WHOLE_CENTRE, from: '', to: '', reason: '' });
  const [confirming, setConfirming] = useState(false);
  const errors = errorsOf(declare.error);
  const where = input.labId ? labName(input.labId) : 'The whole centre';
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    declare.reset();
    setConfirming(true);
  };
  const confirm = (): void =>
    declare.mutate(
      { ...input, labId: input.labId || null, to: input.to || input.from },
      {
        onSuccess: () => {
          setConfirming(false);
          onDone(`Closure declared: ${where}, ${formatDay(input.from)}${input.to && input.to !== input.from ? ` to ${formatDay(input.to)}` : ''}.`);
          setInput({ labId: WHOLE_CENTRE, from: '', to: '', reason: '' });
        },
        onError: (error) => {
          if (Object.keys(errorsOf(error)).length > 0) setConfirming(false);
        },
      },
    );
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl bg-paper p-4">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        Declare a closure
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id={`${id}-lab`} label="Lab" error={errors.labId}>
          <select id={`${id}-lab`} className={fieldClasses} value={input.labId ?? WHOLE_CENTRE} onChange={(e) => setInput({ ...input, labId: e.target.value })} {...invalid(`${id}-lab`, errors.labId)}>
            <option value={WHOLE_CENTRE}>The whole centre</option>
            {LABS.map((lab) => (
              <option key={lab.id} value={lab.id}>
                {lab.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-from`} label="First closed day" error={errors.from}>
          <input id={`${id}-from`} type="date" className={fieldClasses} value={input.from} onChange={(e) => setInput({ ...input, from: e.target.value })} {...invalid(`${id}-from`, errors.from)} />
        </Field>
        <Field id={`${id}-to`} label="Last closed day (blank: the same day)" error={errors.to}>
          <input id={`${id}-to`} type="date" className={fieldClasses} value={input.to} onChange={(e) => setInput({ ...input, to: e.target.value })} {...invalid(`${id}-to`, errors.to)} />
        </Field>
        <Field id={`${id}-reason`} label="Reason (shown to visitors)" error={errors.reason}>
          <input id={`${id}-reason`} className={fieldClasses} maxLength={200} value={input.reason} onChange={(e) => setInput({ ...input, reason: e.target.value })} {...invalid(`${id}-reason`, errors.reason)} />
        </Field>
      </div>
      <Button type="submit">Declare the closure…</Button>
      {confirming && (
        <ConfirmDeclaration
          title={`Close ${where}?`}
          summary={`${where}, ${input.from ? formatDay(input.from) : '(no date)'}${input.to && input.to !== input.from ? ` to ${formatDay(input.to)}` : ''}: ${input.reason || '(no reason)'}`}
          busy={declare.isPending}
          failure={declare.error}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        />
      )}
    </form>
  );
}

const FIRST_LAB = LABS[0]?.id ?? '';

/** A facility out of service from one time to another, the centre's clock. */
export function OutageForm({ onDone }: { onDone: (message: string) => void }) {
  const id = useId();
  const declare = useDeclareOutage();
  const blank = (labId: string): DeclareOutageRequest => ({ labId, facilityId: findLab(labId)?.facilities[0]?.id ?? '', from: '', until: '', kind: 'maintenance', reason: '' });
  const [input, setInput] = useState<DeclareOutageRequest>(blank(FIRST_LAB));
  const [confirming, setConfirming] = useState(false);
  const errors = errorsOf(declare.error);
  const facility = findLab(input.labId)?.facilities.find((f) => f.id === input.facilityId);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    declare.reset();
    setConfirming(true);
  };
  const confirm = (): void =>
    declare.mutate(input, {
      onSuccess: () => {
        setConfirming(false);
        onDone(`Outage declared: ${facility?.name ?? input.facilityId}, ${input.from.replace('T', ' ')} to ${input.until.replace('T', ' ')}.`);
        setInput(blank(input.labId));
      },
      onError: (error) => {
        if (Object.keys(errorsOf(error)).length > 0) setConfirming(false);
      },
    });
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl bg-paper p-4">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        Declare an outage
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field id={`${id}-lab`} label="Lab" error={errors.labId}>
          <select id={`${id}-lab`} className={fieldClasses} value={input.labId} onChange={(e) => setInput({ ...blank(e.target.value), from: input.from, until: input.until, reason: input.reason })}>
            {LABS.map((lab) => (
              <option key={lab.id} value={lab.id}>
                {lab.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-facility`} label="Facility" error={errors.facilityId}>
          <select id={`${id}-facility`} className={fieldClasses} value={input.facilityId} onChange={(e) => setInput({ ...input, facilityId: e.target.value })} {...invalid(`${id}-facility`, errors.facilityId)}>
            {(findLab(input.labId)?.facilities ?? []).map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-kind`} label="Kind" error={errors.kind}>
          <select id={`${id}-kind`} className={fieldClasses} value={input.kind} onChange={(e) => setInput({ ...input, kind: e.target.value as OutageKind })}>
            {OUTAGE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-from`} label="Out of service from" error={errors.from}>
          <input id={`${id}-from`} type="datetime-local" className={fieldClasses} value={input.from} onChange={(e) => setInput({ ...input, from: e.target.value })} {...invalid(`${id}-from`, errors.from)} />
        </Field>
        <Field id={`${id}-until`} label="Back in service at" error={errors.until}>
          <input id={`${id}-until`} type="datetime-local" className={fieldClasses} value={input.until} onChange={(e) => setInput({ ...input, until: e.target.value })} {...invalid(`${id}-until`, errors.until)} />
        </Field>
        <Field id={`${id}-reason`} label="Details (shown to visitors)" error={errors.reason}>
          <input id={`${id}-reason`} className={fieldClasses} maxLength={200} value={input.reason} onChange={(e) => setInput({ ...input, reason: e.target.value })} {...invalid(`${id}-reason`, errors.reason)} />
        </Field>
      </div>
      <Button type="submit">Declare the outage…</Button>
      {confirming && (
        <ConfirmDeclaration
          title={`Take ${facility?.name ?? 'this facility'} out of service?`}
          summary={`${labName(input.labId)}: ${facility?.name ?? input.facilityId}, ${input.from.replace('T', ' ') || '(no start)'} to ${input.until.replace('T', ' ') || '(no end)'} — ${input.kind}${input.reason ? `: ${input.reason}` : ''}`}
          busy={declare.isPending}
          failure={declare.error}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
