import type { BulkInspectionDto, ChecklistItem, HydrantStatus, InspectionOutcome } from '../hydrant-types';
import { localDateStamp } from '../export/hydrants-csv-download';
import { wholeNumberOrNull } from './hydrant-form-values';

/** What the Bulk Hydrant Inspection form holds ('' status = 'Keep current status'). */
export interface BulkFormValues {
  inspectionDate: string;
  inspector: string;
  status: HydrantStatus | '';
  pressure: number | null;
  flowRate: number | null;
  checklist: ChecklistItem[];
  notes: string;
  /** What the crew found ('' = not recorded). */
  outcome: InspectionOutcome | '';
  outcomeReason: string;
  outOfServiceReason: string;
  expectedReturn: string;
}

/** Outcome choices of the bulk dialog. */
export const OUTCOME_OPTIONS: { value: InspectionOutcome; label: string }[] = [
  { value: 'passed', label: 'Passed' },
  { value: 'failed', label: 'Failed' },
  { value: 'could-not-test', label: 'Could not test' },
];

/** SPEC §2: the inspection date defaults to today (local calendar). */
export const bulkFormDefaults = (): BulkFormValues => ({
  inspectionDate: localDateStamp(),
  inspector: '',
  status: '',
  pressure: null,
  flowRate: null,
  checklist: [],
  notes: '',
  outcome: 'passed',
  outcomeReason: '',
  outOfServiceReason: '',
  expectedReturn: '',
});

/** The request body: the optional fields only when given (empty ones leave hydrants as they are). */
export function toBulkInspectionDto(values: BulkFormValues, hydrantIds: number[]): BulkInspectionDto {
  const dto: BulkInspectionDto = {
    hydrantIds,
    inspectionDate: values.inspectionDate,
    inspector: values.inspector.trim(),
  };
  if (values.status) dto.status = values.status;
  const pressure = wholeNumberOrNull(values.pressure);
  if (pressure !== null) dto.pressure = pressure;
  const flowRate = wholeNumberOrNull(values.flowRate);
  if (flowRate !== null) dto.flowRate = flowRate;
  if (values.checklist.length > 0) dto.checklist = [...values.checklist];
  if (values.notes.trim()) dto.notes = values.notes.trim();
  if (values.outcome) dto.outcome = values.outcome;
  if (values.outcome === 'could-not-test') dto.outcomeReason = values.outcomeReason.trim();
  if (values.status === 'out-of-service') {
    dto.outOfServiceReason = values.outOfServiceReason.trim();
    if (values.expectedReturn) dto.expectedReturn = values.expectedReturn;
  }
  return dto;
}
