import { RecordFormDialog, type RecordFormDialogProps } from '../common/record-form-dialog';
import { PersonnelFormFields } from './personnel-form-fields';
import type { PersonnelFormValues } from './personnel-form-values';

/** 'Add New Personnel' and 'Edit Personnel' (see RecordFormDialog). */
export function PersonnelFormDialog(props: RecordFormDialogProps<PersonnelFormValues>) {
  return (
    <RecordFormDialog<PersonnelFormValues>
      {...props}
      noun="Personnel"
      fields={(form) => <PersonnelFormFields form={form} adding={props.adding} />}
    />
  );
}
