import { FACILITY_CATEGORIES, LABS, type AddFacilityRequest, type CatalogueFacility, type FacilityCategory } from '@centre/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { fieldErrorsOf, messageOf, refusesFields } from '../api/admin-http';
import { useAddFacility, useConsoleLabs, useEditFacility, useRetireFacility } from '../api/catalogue-api';
import { ConsoleField, NamedOptions, invalidProps } from './console-field';
import { fieldClasses } from './format';

/** A failure that is not about one field (a conflict, the server gone): said once, above the buttons. */
const generalFailure = (error: unknown): boolean => error !== null && error !== undefined && !refusesFields(error);

/** What the form holds; specs as the textarea's lines (the server splits them). */
interface FacilityInput {
  labId: string;
  name: string;
  description: string;
  specs: string;
  photo: string;
  category: FacilityCategory;
  lentWithAnother: boolean;
  trainingRequired: boolean;
}

const FIRST_LAB = LABS[0]?.id ?? '';
const blank = (labId = FIRST_LAB): FacilityInput => ({ labId, name: '', description: '', specs: '', photo: '', category: '3d-printer', lentWithAnother: false, trainingRequired: false });
const inputOf = (labId: string, f: CatalogueFacility): FacilityInput => ({
  labId,
  name: f.name,
  description: f.description,
  specs: f.specs.join('\n'),
  photo: f.photo ?? '',
  category: f.category as FacilityCategory,
  lentWithAnother: f.lentWithAnother,
  trainingRequired: f.trainingRequired,
});
const requestOf = (input: FacilityInput): AddFacilityRequest => ({
  ...input,
  specs: input.specs.split('\n'),
  photo: input.photo.trim() === '' ? null : input.photo.trim(),
});

/**
 * Adding a facility (no `editing`) or editing one. What was typed stays in the form until the
 * server has taken it: a refusal shows beside its field, nothing is lost.
 */
export function FacilityForm({ editing, onDone }: { editing?: { labId: string; facility: CatalogueFacility }; onDone: (message: string) => void }) {
  const id = useId();
  const labs = useConsoleLabs();
  const add = useAddFacility();
  const edit = useEditFacility();
  const command = editing ? edit : add;
  const [input, setInput] = useState<FacilityInput>(editing ? inputOf(editing.labId, editing.facility) : blank());
  const errors = fieldErrorsOf(command.error);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const request = requestOf(input);
    if (editing) {
      edit.mutate({ ...request, facilityId: editing.facility.id }, { onSuccess: () => onDone(`Saved: ${input.name.trim()}.`) });
    } else {
      add.mutate(request, {
        onSuccess: () => {
          onDone(`Added: ${input.name.trim()}. It can be booked now.`);
          setInput(blank(input.labId));
        },
      });
    }
  };
  const set = (change: Partial<FacilityInput>): void => setInput({ ...input, ...change });
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl bg-paper p-4">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {editing ? `Edit ${editing.facility.name}` : 'Add a facility'}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ConsoleField id={`${id}-lab`} label="Lab" error={errors.labId}>
          <select id={`${id}-lab`} className={fieldClasses} value={input.labId} disabled={editing !== undefined} onChange={(e) => set({ labId: e.target.value })} {...invalidProps(`${id}-lab`, errors.labId)}>
            <NamedOptions items={labs} />
          </select>
        </ConsoleField>
        <ConsoleField id={`${id}-name`} label="Name" error={errors.name}>
          <input id={`${id}-name`} className={fieldClasses} maxLength={120} value={input.name} onChange={(e) => set({ name: e.target.value })} {...invalidProps(`${id}-name`, errors.name)} />
        </ConsoleField>
        <ConsoleField id={`${id}-category`} label="Category (its picture when there is no photo)" error={errors.category}>
          <select id={`${id}-category`} className={fieldClasses} value={input.category} onChange={(e) => set({ category: e.target.value as FacilityCategory })} {...invalidProps(`${id}-category`, errors.category)}>
            {FACILITY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </ConsoleField>
        <ConsoleField id={`${id}-description`} label="Description" error={errors.description}>
          <textarea id={`${id}-description`} className={fieldClasses} rows={3} maxLength={2000} value={input.description} onChange={(e) => set({ description: e.target.value })} {...invalidProps(`${id}-description`, errors.description)} />
        </ConsoleField>
        <ConsoleField id={`${id}-specs`} label="Specs (one per line)" error={errors.specs}>
          <textarea id={`${id}-specs`} className={fieldClasses} rows={3} value={input.specs} onChange={(e) => set({ specs: e.target.value })} {...invalidProps(`${id}-specs`, errors.specs)} />
        </ConsoleField>
        <ConsoleField id={`${id}-photo`} label="Photo (a path under /images; blank: the category's)" error={errors.photo}>
          <input id={`${id}-photo`} className={fieldClasses} value={input.photo} onChange={(e) => set({ photo: e.target.value })} {...invalidProps(`${id}-photo`, errors.photo)} />
        </ConsoleField>
      </div>
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={input.lentWithAnother} onChange={(e) => set({ lentWithAnother: e.target.checked })} />
          Lent only with another facility (a cable, a pen drive)
        </label>
        {!editing && (
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={input.trainingRequired} onChange={(e) => set({ trainingRequired: e.target.checked })} />
            Training required
          </label>
        )}
      </div>
      {command.error && (
        <p role="alert" className="font-semibold text-red-700">
          {messageOf(command.error)}
        </p>
      )}
      <Button type="submit" disabled={command.isPending}>
        {command.isPending ? 'Saving…' : editing ? 'Save the changes' : 'Add the facility'}
      </Button>
    </form>
  );
}

/** Retiring, behind a confirmation that asks for the reason and says what happens to the bookings. */
export function RetireDialog({ labId, facility, onClose, onDone }: { labId: string; facility: CatalogueFacility; onClose: () => void; onDone: (message: string) => void }) {
  const id = useId();
  const retire = useRetireFacility();
  const [reason, setReason] = useState('');
  const errors = fieldErrorsOf(retire.error);
  const confirm = (event: FormEvent): void => {
    event.preventDefault();
    retire.mutate({ labId, facilityId: facility.id, reason }, { onSuccess: () => onDone(`Retired: ${facility.name}. Its future bookings are being dealt with.`) });
  };
  return (
    <Modal open onClose={onClose} title={`Retire ${facility.name}?`}>
      <form noValidate onSubmit={confirm} className="space-y-4">
        <p className="text-sm text-ink-600">
          It can no longer be booked. Undecided bookings of it are cancelled and their bookers mailed the reason; approved ones stay, and their bookers and the reviewers are mailed. This cannot be undone.
        </p>
        <ConsoleField id={`${id}-reason`} label="Reason (mailed to the bookers)" error={errors.reason}>
          <input id={`${id}-reason`} className={fieldClasses} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} {...invalidProps(`${id}-reason`, errors.reason)} />
        </ConsoleField>
        {generalFailure(retire.error) && (
          <p role="alert" className="font-semibold text-red-700">
            {messageOf(retire.error)}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={retire.isPending} className="bg-red-700 hover:bg-red-800">
            {retire.isPending ? 'Saving…' : 'Yes, retire it'}
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            Go back
          </Button>
        </div>
      </form>
    </Modal>
  );
}
