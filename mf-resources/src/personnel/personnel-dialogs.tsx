import { useState } from 'react';
import { fieldErrorsOf, isStaleVersion } from '../common/field-errors';
import { PersonnelFormDialog } from './personnel-form-dialog';
import { emptyPersonnelForm, formFromPerson, toPersonnelBody } from './personnel-form-values';
import type { PersonnelFormValues } from './personnel-form-values';
import { useCreatePersonnel, useUpdatePersonnel } from './personnel-api';
import { usePersonnelToasts } from './use-personnel-toasts';
import type { Person } from './personnel-types';

/** 'Add New Personnel': status active by default; closes on success (SPEC §5, §8). */
export function AddPersonnelDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create, { isLoading }] = useCreatePersonnel();
  const toast = usePersonnelToasts();
  const [initialValues, setInitialValues] = useState(emptyPersonnelForm);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setInitialValues(emptyPersonnelForm());
  }

  async function onSubmit(values: PersonnelFormValues) {
    try {
      await create({ createPersonnelDto: toPersonnelBody(values) }).unwrap();
      toast.success('Personnel added', 'New personnel member has been successfully added.');
      onClose();
    } catch (err) {
      toast.error('Failed to add personnel. Please try again.');
      return fieldErrorsOf(err, 'badge');
    }
  }

  return (
    <PersonnelFormDialog
      open={open}
      adding
      pending={isLoading}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onCancel={onClose}
    />
  );
}

/** 'Edit Personnel': the fields reset from the chosen person (no shift date fields, SPEC §5); closes on success. */
export function EditPersonnelDialog({ person: item, onClose }: { person: Person | null; onClose: () => void }) {
  const [update, { isLoading }] = useUpdatePersonnel();
  const toast = usePersonnelToasts();
  const [notice, setNotice] = useState<string>();
  const [shown, setShown] = useState(item);
  if (shown !== item) {
    setShown(item);
    setNotice(undefined);
  }

  async function onSubmit(values: PersonnelFormValues) {
    if (!item) return;
    try {
      await update({ id: item.id, updatePersonnelDto: { ...toPersonnelBody(values), version: item.version } }).unwrap();
      toast.success('Personnel updated', 'Personnel information has been successfully updated.');
      onClose();
    } catch (err) {
      toast.error('Failed to update personnel. Please try again.');
      if (isStaleVersion(err))
        setNotice(
          "This person's record was changed by someone else. Close the dialog and open it again to see the latest values.",
        );
      return fieldErrorsOf(err, 'badge');
    }
  }

  return (
    <PersonnelFormDialog
      open={item !== null}
      adding={false}
      pending={isLoading}
      initialValues={item ? formFromPerson(item) : emptyPersonnelForm()}
      resetKey={item}
      notice={notice}
      onSubmit={onSubmit}
      onCancel={onClose}
    />
  );
}
