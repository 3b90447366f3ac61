import { App } from 'antd';
import { useDeleteHydrantMutation } from '@hydrant/api-client/generated/hydrants';
import type { HydrantDto } from '../hydrant-types';
import { useToasts } from '../use-toasts';

/** SPEC §5 Deletes: the confirmation text of a hydrant delete. */
export const deleteConfirmText = (hydrantId: string) =>
  `Are you sure you want to delete hydrant ${hydrantId}? This action cannot be undone.`;

/** Asks for confirmation, then deletes (with its dependants, on the server) and says how it went. */
export function useDeleteHydrant() {
  const { modal } = App.useApp();
  const [deleteHydrant] = useDeleteHydrantMutation();
  const toast = useToasts();

  return (hydrant: HydrantDto) => {
    modal.confirm({
      title: 'Delete Hydrant',
      content: deleteConfirmText(hydrant.hydrantId),
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      async onOk() {
        try {
          await deleteHydrant({ id: hydrant.id }).unwrap();
          toast.success('Hydrant deleted successfully');
        } catch {
          toast.error('Failed to delete hydrant');
        }
      },
    });
  };
}
