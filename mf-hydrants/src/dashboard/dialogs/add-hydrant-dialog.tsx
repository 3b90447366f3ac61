import { useState } from 'react';
import { useCreateHydrantMutation } from '@hydrant/api-client/generated/hydrants';
import { emptyHydrantForm, fieldErrorsOf, toCreateHydrantDto } from '../form/hydrant-form-values';
import type { HydrantFormValues } from '../form/hydrant-form-values';
import { useToasts } from '../use-toasts';
import { HydrantFormDialog } from './hydrant-form-dialog';
import { UseMyLocationButton } from './use-my-location-button';

/** Add New Fire Hydrant (SPEC §2): a new hydrant is operational; closes on success. */
export function AddHydrantDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [createHydrant, { isLoading }] = useCreateHydrantMutation();
  const toast = useToasts();
  // fresh empty values each time the dialog opens
  const [initialValues, setInitialValues] = useState(emptyHydrantForm);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setInitialValues(emptyHydrantForm());
  }

  async function onSubmit(values: HydrantFormValues) {
    try {
      await createHydrant({ createHydrantDto: toCreateHydrantDto(values) }).unwrap();
      toast.success('Hydrant added successfully');
      onClose();
    } catch (err) {
      toast.error('Failed to add hydrant');
      return fieldErrorsOf(err);
    }
  }

  return (
    <HydrantFormDialog
      open={open}
      title="Add New Fire Hydrant"
      submitLabel="Add Hydrant"
      pendingLabel="Adding..."
      pending={isLoading}
      initialValues={initialValues}
      testId="add-hydrant"
      locationAction={(form) => <UseMyLocationButton form={form} />}
      onSubmit={onSubmit}
      onCancel={onClose}
    />
  );
}
