import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { hydrantsApi, useUpdateHydrantMutation } from '@hydrant/api-client/generated/hydrants';
import { HYDRANT_CHANGED, isStaleVersion, StaleVersionAlert } from '../../conflicts/stale-version';
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
 * The save names the version the form was filled from: when someone else changed the
 * hydrant meanwhile, the server refuses it (409) and the dialog says so, with Reload to
 * fill the form with the latest values; nothing is overwritten silently.
 */
export function EditHydrantDialog({ hydrant, onClose }: { hydrant: HydrantDto | null; onClose: () => void }) {
  const [updateHydrant, { isLoading }] = useUpdateHydrantMutation();
  const [fetchHydrant, { isFetching: reloading }] = hydrantsApi.endpoints.getHydrant.useLazyQuery();
  const dispatch = useDispatch();
  const toast = useToasts();
  // the hydrant as last reloaded in this dialog (for the hydrant it was opened with)
  const [reloaded, setReloaded] = useState<{ opened: HydrantDto; latest: HydrantDto } | null>(null);
  // the hydrant whose save was refused as stale
  const [staleFor, setStaleFor] = useState<HydrantDto | null>(null);
  const current = reloaded && reloaded.opened === hydrant ? reloaded.latest : hydrant;
  const stale = staleFor !== null && staleFor === current;
  const initialValues = useMemo(() => (current ? formFromHydrant(current) : emptyHydrantForm()), [current]);

  async function onSubmit(values: HydrantFormValues) {
    if (!current) throw new Error('No hydrant to update');
    try {
      await updateHydrant({
        id: current.id,
        updateHydrantDto: { ...toUpdateHydrantDto(values), version: current.version },
      }).unwrap();
      toast.success('Hydrant updated successfully');
      onClose();
    } catch (err) {
      toast.error('Failed to update hydrant');
      if (isStaleVersion(err)) {
        setStaleFor(current);
        // the registry behind the dialog shows the other person's change too
        dispatch(hydrantsApi.util.invalidateTags(['hydrants']));
        return;
      }
      return fieldErrorsOf(err);
    }
  }

  async function reload() {
    if (!hydrant || !current) return;
    try {
      const latest = await fetchHydrant({ id: current.id }).unwrap();
      setReloaded({ opened: hydrant, latest });
    } catch {
      toast.error('Failed to load hydrant');
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
      resetKey={current}
      zIndex={EDIT_DIALOG_Z_INDEX}
      testId="edit-hydrant"
      notice={
        stale && <StaleVersionAlert message={HYDRANT_CHANGED} reloading={reloading} onReload={() => void reload()} />
      }
      onSubmit={onSubmit}
      onCancel={onClose}
    />
  );
}
