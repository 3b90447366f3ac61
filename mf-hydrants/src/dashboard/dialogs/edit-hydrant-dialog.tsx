import { useMemo } from 'react';
import { useUpdateHydrantMutation } from '@hydrant/api-client/generated/hydrants';
import { emptyHydrantForm, fieldErrorsOf, formFromHydrant, toUpdateHydrantDto } from '../form/hydrant-form-values';
import type { HydrantFormValues } from '../form/hydrant-form-values';
import type { HydrantDto } from '../hydrant-types';
import { EDIT_DIALOG_Z_INDEX } from '../hydrant-constants';
import { useToasts } from '../use-toasts';
import { HydrantFormDialog } from './hydrant-form-dialog';

/**
 * Edit Fire Hydrant (SPEC §2): the fields reset from the selected hydrant whenever one is
 * chosen; 'Update Hydrant' / 'Updating...'; overlay layer 10001 (SPEC §9). Photos the
 * user did not remove are kept (their URLs are sent back).
 */
export function EditHydrantDialog({ hydrant, onClose }: { hydrant: HydrantDto | null; onClose: () => void }) {
  const [updateHydrant, { isLoading }] = useUpdateHydrantMutation();
  const toast = useToasts();
  const initialValues = useMemo(() => (hydrant ? formFromHydrant(hydrant) : emptyHydrantForm()), [hydrant]);

  async function onSubmit(values: HydrantFormValues) {
    if (!hydrant) throw new Error('No hydrant to update');
    try {
      await updateHydrant({ id: hydrant.id, updateHydrantDto: toUpdateHydrantDto(values) }).unwrap();
      toast.success('Hydrant updated successfully');
      onClose();
    } catch (err) {
      toast.error('Failed to update hydrant');
      return fieldErrorsOf(err);
    }
  }

  return (
    <HydrantFormDialog
      open={hydrant !== null}
      title="Edit Fire Hydrant"
      submitLabel="Update Hydrant"
      pendingLabel="Updating..."
      pending={isLoading}
      initialValues={initialValues}
      resetKey={hydrant}
      zIndex={EDIT_DIALOG_Z_INDEX}
      testId="edit-hydrant"
      onSubmit={onSubmit}
      onCancel={onClose}
    />
  );
}
