import { App } from 'antd';

/** SPEC §2 / §5 Deletes: the confirmation text of an equipment or personnel delete. */
export const deleteConfirmText = (name: string) =>
  `Are you sure you want to delete ${name}? This action cannot be undone.`;

/** Asks first (SPEC's wording), then runs the delete. */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  return (title: string, name: string, onOk: () => Promise<void>) => {
    modal.confirm({
      title,
      content: deleteConfirmText(name),
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk,
    });
  };
}
