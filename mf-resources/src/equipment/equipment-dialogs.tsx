import { useState } from 'react';
import { fieldErrorsOf, isStaleVersion } from '../common/field-errors';
import { EquipmentFormDialog } from './equipment-form-dialog';
import { emptyEquipmentForm, formFromEquipment, toEquipmentBody } from './equipment-form-values';
import type { EquipmentFormValues } from './equipment-form-values';
import { useCreateEquipment, useUpdateEquipment } from './equipment-api';
import { useEquipmentToasts } from './use-equipment-toasts';
import type { Equipment } from './equipment-types';

/** 'Add New Equipment': status operational by default; closes on success (SPEC §5, §8). */
export function AddEquipmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create, { isLoading }] = useCreateEquipment();
  const toast = useEquipmentToasts();
  const [initialValues, setInitialValues] = useState(emptyEquipmentForm);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setInitialValues(emptyEquipmentForm());
  }

  async function onSubmit(values: EquipmentFormValues) {
    try {
      await create({ createEquipmentDto: toEquipmentBody(values) }).unwrap();
      toast.success('Equipment added', 'New equipment has been successfully added to inventory.');
      onClose();
    } catch (err) {
      toast.error('Failed to add equipment. Please try again.');
      return fieldErrorsOf(err, 'serialNumber');
    }
  }

  return (
    <EquipmentFormDialog
      open={open}
      adding
      pending={isLoading}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onCancel={onClose}
    />
  );
}

/** 'Edit Equipment': the fields reset from the chosen item; closes on success. */
export function EditEquipmentDialog({ item, onClose }: { item: Equipment | null; onClose: () => void }) {
  const [update, { isLoading }] = useUpdateEquipment();
  const toast = useEquipmentToasts();
  const [notice, setNotice] = useState<string>();
  const [shown, setShown] = useState(item);
  if (shown !== item) {
    setShown(item);
    setNotice(undefined);
  }

  async function onSubmit(values: EquipmentFormValues) {
    if (!item) return;
    try {
      await update({ id: item.id, updateEquipmentDto: { ...toEquipmentBody(values), version: item.version } }).unwrap();
      toast.success('Equipment updated', 'Equipment has been successfully updated.');
      onClose();
    } catch (err) {
      toast.error('Failed to update equipment. Please try again.');
      if (isStaleVersion(err))
        setNotice(
          'This equipment was changed by someone else. Close the dialog and open it again to see the latest values.',
        );
      return fieldErrorsOf(err, 'serialNumber');
    }
  }

  return (
    <EquipmentFormDialog
      open={item !== null}
      adding={false}
      pending={isLoading}
      initialValues={item ? formFromEquipment(item) : emptyEquipmentForm()}
      resetKey={item}
      notice={notice}
      onSubmit={onSubmit}
      onCancel={onClose}
    />
  );
}
