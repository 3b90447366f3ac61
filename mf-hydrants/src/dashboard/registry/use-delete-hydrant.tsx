import { App } from 'antd';
import { useDispatch } from 'react-redux';
import { hydrantsApi, useDeleteHydrantMutation } from '@hydrant/api-client/generated/hydrants';
import { HYDRANT_CHANGED, isStaleVersion } from '../../conflicts/stale-version';
import type { HydrantDto } from '../hydrant-types';
import { useToasts } from '../use-toasts';

/** SPEC §5 Deletes: the confirmation text of a hydrant delete. */
export const deleteConfirmText = (hydrantId: string) =>
  `Are you sure you want to delete hydrant ${hydrantId}? This action cannot be undone.`;

/**
 * Asks for confirmation, then deletes (with its dependants, on the server) and says how it
 * went. The delete names the version the registry showed: if someone changed the hydrant
 * meanwhile, the server refuses (409) and the user reads the same message as for a stale
 * edit, so nobody deletes a record they have not seen.
 */
export function useDeleteHydrant() {
  const { modal } = App.useApp();
  const [deleteHydrant] = useDeleteHydrantMutation();
  const toast = useToasts();
  const dispatch = useDispatch();

  return (hydrant: HydrantDto) => {
    modal.confirm({
      title: 'Delete Hydrant',
      content: deleteConfirmText(hydrant.hydrantId),
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      async onOk() {
        try {
          await deleteHydrant({ id: hydrant.id, 'If-Match': `"${hydrant.version}"` }).unwrap();
          toast.success('Hydrant deleted successfully');
        } catch (error) {
          if (!isStaleVersion(error)) {
            toast.error('Failed to delete hydrant');
            return;
          }
          toast.error('Nothing was deleted: the registry now shows the latest values.', HYDRANT_CHANGED);
          // the registry shows the other person's change, to be seen before deleting again
          dispatch(hydrantsApi.util.invalidateTags(['hydrants']));
        }
      },
    });
  };
}
