import {
  EMPTY_APPLICATION,
  LAST_WIZARD_STEP,
  WIZARD_STEPS,
  firstStepWithErrors,
  validateApplication,
  validateApplicationStep,
  validatePitchDeck,
  type ApplicationErrors,
  type ApplicationField,
  type WizardStep,
} from '@centre/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, FormControls } from '../../../components/ui';
import * as applicationModule from '../../../content/application';
import { notice, useContent, useFormat, useMessage, useMessages, type Notice } from '../../../lib/i18n';
import { submitApplication, type SubmitOutcome, type WizardValues } from '../api/application-api';
import { Confirmation } from './confirmation';
import { ReviewStep } from './review-step';
import { STEP_FIELDS, WizardStepFields, type TextKey } from './wizard-steps';

export const EMPTY_WIZARD: WizardValues = { ...EMPTY_APPLICATION, pitchDeck: null };

export interface ApplicationWizardProps {
  /** Injected in tests; the live endpoint otherwise. */
  submit?: (values: WizardValues) => Promise<SubmitOutcome>;
  initialValues?: WizardValues;
  initialStep?: WizardStep;
}

const TOTAL = WIZARD_STEPS.length;

/**
 * The six-step startup application (spec 2, 4, 5): Next only when the step validates,
 * Previous never validates, the last step re-validates everything before the multipart POST.
 */
export function ApplicationWizard({
  submit = submitApplication,
  initialValues = EMPTY_WIZARD,
  initialStep = 0,
}: ApplicationWizardProps) {
  const { applicationContent: content } = useContent('application', applicationModule);
  const { application: M } = useMessages();
  const message = useMessage();
  const format = useFormat();
  const [values, setValues] = useState<WizardValues>(initialValues);
  const [step, setStep] = useState<WizardStep>(initialStep);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [formMessage, setFormMessage] = useState<Notice | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const controls = useRef(new Map<ApplicationField, HTMLElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where the focus goes after the next render: a field in error, or the step's heading.
  const pendingFocus = useRef<ApplicationField | 'heading' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else controls.current.get(target)?.focus();
  });

  const register = (field: ApplicationField) => (element: HTMLElement | null) => {
    if (element) controls.current.set(field, element);
    else controls.current.delete(field);
  };

  const clearError = (field: ApplicationField): void =>
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  const onText = (field: TextKey, value: string): void => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const onConsent = (given: boolean): void => {
    setValues((current) => ({ ...current, consent: given }));
    clearError('consent');
  };

  /** A refused file is not kept: its error shows and the selection stays empty. */
  const onFile = (file: File | null): void => {
    const problem = file ? validatePitchDeck(file) : undefined;
    setValues((current) => ({ ...current, pitchDeck: problem ? null : file }));
    if (problem) {
      setErrors((current) => ({ ...current, pitchDeck: problem }));
      pendingFocus.current = 'pitchDeck';
    } else clearError('pitchDeck');
  };

  const showErrors = (found: ApplicationErrors, onStep: WizardStep): void => {
    setErrors(found);
    pendingFocus.current = STEP_FIELDS[onStep].find((field) => found[field] !== undefined) ?? null;
  };

  const goTo = (target: WizardStep): void => {
    setStep(target);
    setFormMessage(null);
    pendingFocus.current = 'heading';
  };

  const next = (): void => {
    if (step === LAST_WIZARD_STEP) return;
    const found = validateApplicationStep(step, values);
    if (Object.keys(found).length > 0) {
      showErrors(found, step);
      return;
    }
    setErrors({});
    goTo((step + 1) as WizardStep);
  };

  const previous = (): void => {
    if (step === 0) return;
    goTo((step - 1) as WizardStep);
  };

  const send = async (): Promise<void> => {
    if (submitting) return;
    const found = validateApplication(values);
    const failing = firstStepWithErrors(values);
    if (failing !== undefined) {
      setStep(failing);
      showErrors(found, failing);
      setFormMessage(notice('application.fixErrors'));
      return;
    }
    setSubmitting(true);
    setFormMessage(null);
    const outcome = await submit(values);
    setSubmitting(false);
    if (outcome.ok) {
      setSubmitted(true);
      return;
    }
    setFormMessage(outcome.message);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (step === LAST_WIZARD_STEP) void send();
    else next();
  };

  const startOver = (): void => {
    setValues(EMPTY_WIZARD);
    setErrors({});
    setFormMessage(null);
    setSubmitted(false);
    setStep(0);
    pendingFocus.current = 'heading';
  };

  if (submitted) return <Confirmation onAnother={startOver} />;

  const stepNumber = step + 1;
  const counter = M.stepCounter(stepNumber, TOTAL);
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="wizard-step-title">
      <FormControls className="space-y-8">
        <div>
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm font-semibold text-ink-600">
            <p>{counter}</p>
            <p>{`${format.number(Math.round((stepNumber / TOTAL) * 100))}%`}</p>
          </div>
          <div
            role="progressbar"
            aria-label={content.progressLabel}
            aria-valuemin={1}
            aria-valuemax={TOTAL}
            aria-valuenow={stepNumber}
            aria-valuetext={`${counter}: ${content.stepNames[step]}`}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-ink-100"
          >
            <div
              className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
              style={{ width: `${(stepNumber / TOTAL) * 100}%` }}
            />
          </div>
          <ol className="mt-4 hidden grid-cols-6 gap-2 text-center text-xs font-medium sm:grid">
            {content.stepNames.map((name, index) => (
              <li
                key={index}
                aria-current={index === step ? 'step' : undefined}
                className={index <= step ? 'text-brand-700' : 'text-ink-600'}
              >
                {name}
              </li>
            ))}
          </ol>
        </div>

        <div>
          <h2
            id="wizard-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold focus:outline-none"
          >
            {content.stepNames[step]}
          </h2>
          <p className="mt-1 text-ink-600">{content.stepIntros[step]}</p>
        </div>

        {step === 5 ? (
          <ReviewStep values={values} errors={errors} onEdit={goTo} onConsent={onConsent} register={register} />
        ) : (
          <WizardStepFields
            step={step}
            values={values}
            errors={errors}
            onText={onText}
            onFile={onFile}
            register={register}
          />
        )}

        {formMessage && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
            {message(formMessage)}
          </p>
        )}

        <div className="flex items-center justify-between gap-4 border-t border-ink-100 pt-6">
          <Button variant="outline" onClick={previous} disabled={step === 0 || submitting}>
            {M.previous}
          </Button>
          {step === LAST_WIZARD_STEP ? (
            <Button key="submit" type="submit" disabled={submitting}>
              {submitting ? M.submitting : content.submit}
            </Button>
          ) : (
            <Button key="next" type="submit">
              {M.next}
            </Button>
          )}
        </div>
      </FormControls>
    </form>
  );
}
