import type { ApplicationErrors, ApplicationField, WizardStep } from '@centre/contracts';
import { FieldError } from '../../../components/ui';
import * as applicationModule from '../../../content/application';
import { useContent, useMessage } from '../../../lib/i18n';
import type { WizardValues } from '../api/application-api';
import { describedBy, fieldId } from './wizard-fields';
import { STEP_FIELDS, labelOf, shownChoice, useChoiceLabels } from './wizard-steps';

const REVIEWED_STEPS = [0, 1, 2, 3, 4] as const;

export interface ReviewStepProps {
  values: WizardValues;
  errors: ApplicationErrors;
  onEdit: (step: WizardStep) => void;
  onConsent: (given: boolean) => void;
  register: (field: ApplicationField) => (element: HTMLElement | null) => void;
}

/** Everything the visitor entered, step by step, each with a way back to edit it; then the consent. */
export function ReviewStep({ values, errors, onEdit, onConsent, register }: ReviewStepProps) {
  const { applicationContent: content, formatFileSize } = useContent('application', applicationModule);
  const labels = useChoiceLabels();
  const message = useMessage();

  const shown = (field: ApplicationField): string => {
    if (field === 'consent') return '';
    if (field === 'pitchDeck') {
      return values.pitchDeck ? `${values.pitchDeck.name} (${formatFileSize(values.pitchDeck.size)})` : content.review.notProvided;
    }
    const value = values[field].trim();
    return value === '' ? content.review.notProvided : shownChoice(labels, field, value);
  };

  return (
    <div className="space-y-6">
      {REVIEWED_STEPS.map((step) => (
        <section key={step} aria-labelledby={`review-step-${step}`} className="rounded-2xl border border-ink-100 p-5">
          <div className="flex items-center justify-between gap-4">
            <h3 id={`review-step-${step}`} className="text-lg font-semibold">
              {content.stepNames[step]}
            </h3>
            <button
              type="button"
              onClick={() => onEdit(step)}
              aria-label={content.review.editStep(content.stepNames[step])}
              className="rounded-full px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {content.review.edit}
            </button>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
            {STEP_FIELDS[step].map((field) => (
              <div key={field} className="contents">
                <dt className="text-sm font-semibold text-ink-600">{labelOf(content, field)}</dt>
                <dd className="break-words whitespace-pre-line text-ink-900">{shown(field)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <ConsentField checked={values.consent} error={errors.consent && message(errors.consent)} onConsent={onConsent} register={register('consent')} />
    </div>
  );
}

interface ConsentFieldProps {
  checked: boolean;
  error: string | undefined;
  onConsent: (given: boolean) => void;
  register: (element: HTMLElement | null) => void;
}

/** The consent to the processing of the data, required before the application is sent. */
function ConsentField({ checked, error, onConsent, register }: ConsentFieldProps) {
  const { applicationContent: content } = useContent('application', applicationModule);
  return (
    <section aria-labelledby="review-consent" className="rounded-2xl border border-ink-100 p-5">
      <h3 id="review-consent" className="text-lg font-semibold">
        {content.consent.title}
      </h3>
      <div className="mt-3 flex items-start gap-3">
        <input
          id={fieldId('consent')}
          ref={register}
          name="consent"
          type="checkbox"
          checked={checked}
          aria-required
          onChange={(event) => onConsent(event.target.checked)}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          {...describedBy('consent', error, false)}
        />
        <label htmlFor={fieldId('consent')} className="text-ink-900">
          {content.consent.label}
          <span aria-hidden="true" className="text-red-700">{` ${content.requiredMark}`}</span>
        </label>
      </div>
      <FieldError id={fieldId('consent')} error={error} />
    </section>
  );
}
