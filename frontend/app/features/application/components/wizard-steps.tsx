import {
  APPLICATION_SCHEMES,
  APPLICATION_SECTORS,
  DESCRIPTION_COUNTER_MAX,
  FUNDING_NEEDED_RUPEES,
  MONTHLY_REVENUE_RUPEES,
  STAGES,
  TEAM_SIZES,
  type ApplicationErrors,
  type ApplicationField,
  type WizardStep,
} from '@centre/contracts';
import type { ChangeEvent } from 'react';
import * as applicationModule from '../../../content/application';
import * as opportunitiesModule from '../../../content/funding/opportunities';
import { useContent, useMessage } from '../../../lib/i18n';
import type { WizardValues } from '../api/application-api';
import { FieldShell, SelectField, TextAreaField, TextField, controlClasses, describedBy, fieldId } from './wizard-fields';

export type TextKey = Exclude<ApplicationField, 'pitchDeck' | 'consent'>;

type ApplicationTexts = typeof applicationModule.applicationContent;
type SelectKey = keyof ApplicationTexts['optionLabels'] | 'scheme';

/** The values each select sends, from contracts; the content modules say what they read as. */
const CHOICE_VALUES: Record<SelectKey, readonly string[]> = {
  industry: APPLICATION_SECTORS,
  stage: STAGES,
  teamSize: TEAM_SIZES,
  fundingNeeded: FUNDING_NEEDED_RUPEES.values,
  currentRevenue: MONTHLY_REVENUE_RUPEES.values,
  scheme: APPLICATION_SCHEMES,
};

/** What each select's choices read as in the visitor's language: the schemes as the funding pages name them. */
export function useChoiceLabels(): Record<SelectKey, readonly string[]> {
  const { applicationContent: content } = useContent('application', applicationModule);
  const { fundingOpportunities } = useContent('funding/opportunities', opportunitiesModule);
  return {
    ...content.optionLabels,
    scheme: [...fundingOpportunities.schemes.map((scheme) => scheme.title), content.incubationOnly],
  };
}

/** A field's label ('email', 'phone' and 'website' are address keys to the editions, so their labels go by other names). */
export const labelOf = (texts: ApplicationTexts, field: ApplicationField): string => {
  switch (field) {
    case 'email':
      return texts.fields.emailAddress;
    case 'phone':
      return texts.fields.phoneNumber;
    case 'website':
      return texts.fields.websiteAddress;
    default:
      return texts.fields[field];
  }
};

const isSelect = (field: ApplicationField): field is SelectKey => field in CHOICE_VALUES;

/** What a chosen value reads as: its label in the visitor's language, or the value itself. */
export const shownChoice = (labels: Record<SelectKey, readonly string[]>, field: ApplicationField, value: string): string => {
  if (!isSelect(field)) return value;
  return labels[field][CHOICE_VALUES[field].indexOf(value)] ?? value;
};

/** The fields of each step, in screen order: the first one in error takes the focus. */
export const STEP_FIELDS: Record<WizardStep, readonly ApplicationField[]> = {
  0: ['founderName', 'email', 'phone'],
  1: ['companyName', 'website', 'industry', 'stage', 'description'],
  2: ['pitchDeck'],
  3: ['teamSize', 'teamMembers'],
  4: ['scheme', 'fundingNeeded', 'currentRevenue', 'businessModel', 'additionalInfo'],
  5: ['consent'],
};

export interface StepProps {
  values: WizardValues;
  errors: ApplicationErrors;
  onText: (field: TextKey, value: string) => void;
  onFile: (file: File | null) => void;
  register: (field: ApplicationField) => (element: HTMLElement | null) => void;
}

export function WizardStepFields({ step, ...props }: StepProps & { step: Exclude<WizardStep, 5> }) {
  const { values, errors, onText, onFile, register } = props;
  const { applicationContent: content } = useContent('application', applicationModule);
  const message = useMessage();
  const labels = useChoiceLabels();
  const text = (field: TextKey) => ({
    name: field,
    label: labelOf(content, field),
    value: values[field],
    onChange: (value: string) => onText(field, value),
    error: errors[field] && message(errors[field]),
    controlRef: register(field),
  });
  const choices = (field: SelectKey) => ({ options: CHOICE_VALUES[field], labels: labels[field] });

  switch (step) {
    case 0:
      return (
        <div className="grid gap-5">
          <TextField {...text('founderName')} required autoComplete="name" placeholder={content.placeholders.founderName} />
          <TextField {...text('email')} required type="email" autoComplete="email" placeholder={content.placeholders.email} />
          <TextField {...text('phone')} required type="tel" autoComplete="tel" placeholder={content.placeholders.phone} />
        </div>
      );
    case 1:
      return (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...text('companyName')} required autoComplete="organization" placeholder={content.placeholders.companyName} />
          <TextField {...text('website')} type="url" autoComplete="url" placeholder={content.placeholders.website} />
          <SelectField {...text('industry')} required {...choices('industry')} placeholder={content.selectPlaceholders.industry} />
          <SelectField {...text('stage')} required {...choices('stage')} placeholder={content.selectPlaceholders.stage} />
          <TextAreaField
            {...text('description')}
            required
            rows={5}
            className="sm:col-span-2"
            placeholder={content.placeholders.description}
            hint={content.descriptionCounter(values.description.length, DESCRIPTION_COUNTER_MAX)}
          />
        </div>
      );
    case 2:
      return <PitchDeckField file={values.pitchDeck} error={errors.pitchDeck && message(errors.pitchDeck)} onFile={onFile} register={register('pitchDeck')} />;
    case 3:
      return (
        <div className="grid gap-5">
          <SelectField {...text('teamSize')} required {...choices('teamSize')} placeholder={content.selectPlaceholders.teamSize} />
          <TextAreaField {...text('teamMembers')} required rows={5} placeholder={content.placeholders.teamMembers} />
        </div>
      );
    case 4:
      return (
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField {...text('scheme')} required {...choices('scheme')} className="sm:col-span-2" placeholder={content.selectPlaceholders.scheme} />
          <SelectField {...text('fundingNeeded')} required {...choices('fundingNeeded')} placeholder={content.selectPlaceholders.fundingNeeded} />
          <SelectField {...text('currentRevenue')} {...choices('currentRevenue')} placeholder={content.selectPlaceholders.currentRevenue} />
          <TextAreaField {...text('businessModel')} required rows={4} className="sm:col-span-2" placeholder={content.placeholders.businessModel} />
          <TextAreaField {...text('additionalInfo')} rows={3} className="sm:col-span-2" placeholder={content.placeholders.additionalInfo} />
        </div>
      );
  }
}

interface PitchDeckFieldProps {
  file: File | null;
  error: string | undefined;
  onFile: (file: File | null) => void;
  register: (element: HTMLElement | null) => void;
}

function PitchDeckField({ file, error, onFile, register }: PitchDeckFieldProps) {
  const { applicationContent: content, formatFileSize } = useContent('application', applicationModule);
  const change = (event: ChangeEvent<HTMLInputElement>): void => {
    const chosen = event.target.files?.[0] ?? null;
    // The input itself never holds a refused file; the wizard decides what is kept.
    event.target.value = '';
    if (chosen) onFile(chosen);
  };
  return (
    <FieldShell name="pitchDeck" label={content.fields.pitchDeck} required error={error} hint={content.pitchDeckHint}>
      <input
        id={fieldId('pitchDeck')}
        ref={register}
        name="pitchDeck"
        type="file"
        accept=".pdf,.doc,.docx,.ppt,.pptx"
        aria-required
        onChange={change}
        className={`${controlClasses(Boolean(error))} file:mr-4 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white`}
        {...describedBy('pitchDeck', error, true)}
      />
      {file && (
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-700">
          <span>{content.pitchDeckChosen(file.name, formatFileSize(file.size))}</span>
          <button type="button" onClick={() => onFile(null)} className="font-semibold text-brand-700 underline underline-offset-4">
            {content.removeFile}
          </button>
        </p>
      )}
    </FieldShell>
  );
}
