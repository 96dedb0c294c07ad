import { LABS, OUTAGE_KINDS, labName, type DeclareClosureRequest, type DeclareOutageRequest, type OutageKind } from '@centre/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { fieldErrorsOf, refusesFields } from '../api/admin-http';
import { useConsoleLabs } from '../api/catalogue-api';
import { useDeclareClosure, useDeclareOutage } from '../api/operations-api';
import { ConfirmDialog } from './confirm-dialog';
import { ConsoleField, NamedOptions, invalidProps } from './console-field';
import { fieldClasses, formatDay } from './format';

const WHOLE_CENTRE = '';

type TextKey<T> = { [K in keyof T]-?: T[K] extends string | undefined ? K : never }[keyof T];

/** One text input of a declaration, bound to its key of the form's state, with its refusal. */
function TextField<T>({ id, label, errors, input, setInput, name, type = 'text' }: { id: string; label: string; errors: Record<string, string>; input: T; setInput: (next: T) => void; name: TextKey<T> & string; type?: 'text' | 'date' | 'datetime-local' }) {
  const fieldId = `${id}-${name}`;
  return (
    <ConsoleField id={fieldId} label={label} error={errors[name]}>
      <input
        id={fieldId}
        type={type}
        className={fieldClasses}
        {...(type === 'text' && { maxLength: 200 })}
        value={(input[name] as string | undefined) ?? ''}
        onChange={(e) => setInput({ ...input, [name]: e.target.value })}
        {...invalidProps(fieldId, errors[name])}
      />
    </ConsoleField>
  );
}

/** The confirmation every declaration goes through, saying what it does to the bookings inside it. */
function ConfirmDeclaration({ title, summary, busy, failure, onConfirm, onClose }: { title: string; summary: string; busy: boolean; failure: unknown; onConfirm: () => void; onClose: () => void }) {
  // A refusal of the fields closes the dialog and is shown beside them instead.
  const refusal = refusesFields(failure) ? null : failure;
  return (
    <ConfirmDialog title={title} confirm="Yes, declare it" danger busy={busy} failure={refusal} onConfirm={onConfirm} onClose={onClose}>
      <p className="text-ink-700">{summary}</p>
      <p className="text-sm text-ink-600">
        Undecided bookings inside it are cancelled and their bookers mailed the reason; approved ones stay, and their bookers and the reviewers are mailed.
      </p>
    </ConfirmDialog>
  );
}

/**
 * A declaration's two steps: the form asks, the dialog confirms. A refusal of the fields closes
 * the dialog, so each shows beside its field; any other stays in the dialog.
 */
function useDeclaration<R>(declare: UseMutationResult<unknown, Error, R>) {
  const [confirming, setConfirming] = useState(false);
  return {
    confirming,
    errors: fieldErrorsOf(declare.error),
    ask: (event: FormEvent): void => {
      event.preventDefault();
      declare.reset();
      setConfirming(true);
    },
    confirm: (request: R, done: () => void): void =>
      declare.mutate(request, {
        onSuccess: () => {
          setConfirming(false);
          done();
        },
        onError: (error) => {
          if (refusesFields(error)) setConfirming(false);
        },
      }),
    close: (): void => setConfirming(false),
  };
}

interface DeclarationFormProps {
  title: string;
  columns: string;
  action: string;
  declaration: Pick<ReturnType<typeof useDeclaration>, 'confirming' | 'ask' | 'close'>;
  busy: boolean;
  failure: unknown;
  /** The confirmation's question and what it will declare, in words. */
  question: string;
  summary: string;
  onConfirm: () => void;
  children: ReactNode;
}

/** The frame of a declaration form: its title, its fields in a grid, its button, its confirmation. */
function DeclarationForm({ title, columns, action, declaration, busy, failure, question, summary, onConfirm, children }: DeclarationFormProps) {
  const id = useId();
  return (
    <form noValidate onSubmit={declaration.ask} aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl bg-paper p-4">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h3>
      <div className={`grid gap-4 sm:grid-cols-2 ${columns}`}>{children}</div>
      <Button type="submit">{action}</Button>
      {declaration.confirming && (
        <ConfirmDeclaration title={question} summary={summary} busy={busy} failure={failure} onConfirm={onConfirm} onClose={declaration.close} />
      )}
    </form>
  );
}

/** A closure of one lab or of the whole centre, over whole days. */
export function ClosureForm({ onDone }: { onDone: (message: string) => void }) {
  const id = useId();
  const labs = useConsoleLabs();
  const declare = useDeclareClosure();
  const declaration = useDeclaration(declare);
  const { errors, confirm } = declaration;
  const [input, setInput] = useState<DeclareClosureRequest>({ labId: WHOLE_CENTRE, from: '', to: '', reason: '' });
  const where = input.labId ? labName(input.labId) : 'The whole centre';
  const declareIt = (): void =>
    confirm({ ...input, labId: input.labId || null, to: input.to || input.from }, () => {
      onDone(`Closure declared: ${where}, ${formatDay(input.from)}${input.to && input.to !== input.from ? ` to ${formatDay(input.to)}` : ''}.`);
      setInput({ labId: WHOLE_CENTRE, from: '', to: '', reason: '' });
    });
  return (
    <DeclarationForm
      title="Declare a closure"
      columns="lg:grid-cols-4"
      action="Declare the closure…"
      declaration={declaration}
      busy={declare.isPending}
      failure={declare.error}
      question={`Close ${where}?`}
      summary={`${where}, ${input.from ? formatDay(input.from) : '(no date)'}${input.to && input.to !== input.from ? ` to ${formatDay(input.to)}` : ''}: ${input.reason || '(no reason)'}`}
      onConfirm={declareIt}
    >
      <ConsoleField id={`${id}-lab`} label="Lab" error={errors.labId}>
        <select id={`${id}-lab`} className={fieldClasses} value={input.labId ?? WHOLE_CENTRE} onChange={(e) => setInput({ ...input, labId: e.target.value })} {...invalidProps(`${id}-lab`, errors.labId)}>
          <option value={WHOLE_CENTRE}>The whole centre</option>
          <NamedOptions items={labs} />
        </select>
      </ConsoleField>
      <TextField id={id} name="from" type="date" label="First closed day" {...{ errors, input, setInput }} />
      <TextField id={id} name="to" type="date" label="Last closed day (blank: the same day)" {...{ errors, input, setInput }} />
      <TextField id={id} name="reason" label="Reason (shown to visitors)" {...{ errors, input, setInput }} />
    </DeclarationForm>
  );
}

const FIRST_LAB = LABS[0]?.id ?? '';

/**
 * A facility out of service from one time to another, the centre's clock. Its facilities are
 * the current catalogue's (one added in the console too), the spec's until it has loaded.
 */
export function OutageForm({ onDone }: { onDone: (message: string) => void }) {
  const id = useId();
  const declare = useDeclareOutage();
  const declaration = useDeclaration(declare);
  const { errors, confirm } = declaration;
  const labs = useConsoleLabs();
  const labOf = (labId: string) => labs.find((l) => l.id === labId);
  const blank = (labId: string): DeclareOutageRequest => ({ labId, facilityId: labOf(labId)?.facilities[0]?.id ?? '', from: '', until: '', kind: 'maintenance', reason: '' });
  const [input, setInput] = useState<DeclareOutageRequest>(blank(FIRST_LAB));
  const facility = labOf(input.labId)?.facilities.find((f) => f.id === input.facilityId);
  const declareIt = (): void =>
    confirm(input, () => {
      onDone(`Outage declared: ${facility?.name ?? input.facilityId}, ${input.from.replace('T', ' ')} to ${input.until.replace('T', ' ')}.`);
      setInput(blank(input.labId));
    });
  return (
    <DeclarationForm
      title="Declare an outage"
      columns="lg:grid-cols-3"
      action="Declare the outage…"
      declaration={declaration}
      busy={declare.isPending}
      failure={declare.error}
      question={`Take ${facility?.name ?? 'this facility'} out of service?`}
      summary={`${labName(input.labId)}: ${facility?.name ?? input.facilityId}, ${input.from.replace('T', ' ') || '(no start)'} to ${input.until.replace('T', ' ') || '(no end)'} — ${input.kind}${input.reason ? `: ${input.reason}` : ''}`}
      onConfirm={declareIt}
    >
      <ConsoleField id={`${id}-lab`} label="Lab" error={errors.labId}>
        <select id={`${id}-lab`} className={fieldClasses} value={input.labId} onChange={(e) => setInput({ ...blank(e.target.value), from: input.from, until: input.until, reason: input.reason })}>
          <NamedOptions items={labs} />
        </select>
      </ConsoleField>
      <ConsoleField id={`${id}-facility`} label="Facility" error={errors.facilityId}>
        <select id={`${id}-facility`} className={fieldClasses} value={input.facilityId} onChange={(e) => setInput({ ...input, facilityId: e.target.value })} {...invalidProps(`${id}-facility`, errors.facilityId)}>
          <NamedOptions items={labOf(input.labId)?.facilities ?? []} />
        </select>
      </ConsoleField>
      <ConsoleField id={`${id}-kind`} label="Kind" error={errors.kind}>
        <select id={`${id}-kind`} className={fieldClasses} value={input.kind} onChange={(e) => setInput({ ...input, kind: e.target.value as OutageKind })}>
          {OUTAGE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </select>
      </ConsoleField>
      <TextField id={id} name="from" type="datetime-local" label="Out of service from" {...{ errors, input, setInput }} />
      <TextField id={id} name="until" type="datetime-local" label="Back in service at" {...{ errors, input, setInput }} />
      <TextField id={id} name="reason" label="Details (shown to visitors)" {...{ errors, input, setInput }} />
    </DeclarationForm>
  );
}
