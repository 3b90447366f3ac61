import { RecordFormDialog, type RecordFormDialogProps } from '../common/record-form-dialog';
import { EquipmentFormFields } from './equipment-form-fields';
import type { EquipmentFormValues } from './equipment-form-values';

/** 'Add New Equipment' and 'Edit Equipment' (see RecordFormDialog). */
export function EquipmentFormDialog(props: RecordFormDialogProps<EquipmentFormValues>) {
  return (
    <RecordFormDialog<EquipmentFormValues>
      {...props}
      noun="Equipment"
      fields={(form) => <EquipmentFormFields form={form} adding={props.adding} />}
    />
  );
}
