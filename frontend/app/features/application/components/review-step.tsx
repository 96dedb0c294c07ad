import type { ApplicationField, WizardStep } from '@centre/contracts';
import * as applicationModule from '../../../content/application';
import { useContent } from '../../../lib/i18n';
import type { WizardValues } from '../api/application-api';
import { STEP_FIELDS, labelOf, shownChoice } from './wizard-steps';

const REVIEWED_STEPS = [0, 1, 2, 3, 4] as const;

/** Everything the visitor entered, step by step, each with a way back to edit it. */
export function ReviewStep({ values, onEdit }: { values: WizardValues; onEdit: (step: WizardStep) => void }) {
  const { applicationContent: content, formatFileSize } = useContent('application', applicationModule);

  const shown = (field: ApplicationField): string => {
    if (field === 'pitchDeck') {
      return values.pitchDeck ? `${values.pitchDeck.name} (${formatFileSize(values.pitchDeck.size)})` : content.review.notProvided;
    }
    const value = values[field].trim();
    return value === '' ? content.review.notProvided : shownChoice(content, field, value);
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
    </div>
  );
}
