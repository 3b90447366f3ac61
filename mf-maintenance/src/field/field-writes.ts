import type { HydrantDto } from '@hydrant/api-client/generated/hydrants';
import type { MaintenanceScheduleDto } from '@hydrant/api-client/generated/maintenance';
import type { QueuedWrite } from '@hydrant/offline';

export type Outcome = 'passed' | 'failed' | 'could-not-test';

export const OUTCOME_LABELS: Record<Outcome, string> = {
  passed: 'Passed',
  failed: 'Failed',
  'could-not-test': 'Could not test',
};

export interface InspectionValues {
  checklist: string[];
  pressure: number | null;
  flowRate: number | null;
  notes: string;
  outcome: Outcome;
  /** why it could not be tested (required then) */
  reason: string;
  photos: Blob[];
}

type Hydrant = Pick<HydrantDto, 'id' | 'hydrantId' | 'version'>;
type Schedule = Pick<MaintenanceScheduleDto, 'id' | 'version' | 'maintenanceType'>;

function blankToNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/**
 * An inspection as the same API call the desk screens make: with an open schedule the
 * user was assigned, its Complete Work; otherwise a one-hydrant bulk inspection. Either way
 * the photos go in the same call (as data URLs, added when sent) and are kept with the
 * inspection's history record. 'Could not test' keeps the hydrant due and says why.
 */
export function inspectionWrite(
  hydrant: Hydrant,
  schedule: Schedule | undefined,
  values: InspectionValues,
  inspector: string,
  date: string,
): QueuedWrite {
  const tested = values.outcome !== 'could-not-test';
  const notes = blankToNull(values.notes);
  const label = `Inspection of ${hydrant.hydrantId}${tested ? '' : ' (could not test)'}`;
  if (schedule) {
    return {
      method: 'PATCH',
      path: `/api/maintenance/${schedule.id}/complete`,
      recordPath: `/api/maintenance/${schedule.id}`,
      baseVersion: schedule.version,
      body: {
        status: tested ? 'completed' : 'incomplete',
        completedDate: date,
        technicianName: inspector,
        workPerformed: `Field inspection: ${OUTCOME_LABELS[values.outcome].toLowerCase()}`,
        findingsNotes: notes,
        issuesFound: tested ? null : blankToNull(values.reason),
        ...(tested ? { pressure: values.pressure, flowRate: values.flowRate, checklist: values.checklist } : {}),
        photos: [],
        version: schedule.version,
      },
      photos: values.photos,
      photoField: 'photos',
      label,
      hydrantId: hydrant.id,
    };
  }
  return {
    method: 'POST',
    path: '/api/hydrants/bulk-inspection',
    body: {
      hydrantIds: [hydrant.id],
      inspectionDate: date,
      inspector,
      outcome: values.outcome,
      outcomeReason: tested ? null : blankToNull(values.reason),
      notes,
      ...(tested ? { pressure: values.pressure, flowRate: values.flowRate, checklist: values.checklist } : {}),
      photos: [],
    },
    photos: values.photos,
    photoField: 'photos',
    label,
    hydrantId: hydrant.id,
  };
}

export interface OutOfServiceValues {
  reason: string;
  expectedReturn: string | null;
  notes: string;
}

/**
 * Out of service with its reason: an edit of the hydrant on the version it was based on
 * (a newer one meets the conflict view) for officers; an inspection finding (bulk
 * inspection setting the status) for inspectors, who may not edit hydrants.
 */
export function outOfServiceWrite(
  hydrant: Hydrant,
  values: OutOfServiceValues,
  canEditHydrants: boolean,
  inspector: string,
  date: string,
): QueuedWrite {
  const label = `${hydrant.hydrantId} out of service`;
  const notes = blankToNull(values.notes);
  if (canEditHydrants) {
    return {
      method: 'PATCH',
      path: `/api/hydrants/${hydrant.id}`,
      recordPath: `/api/hydrants/${hydrant.id}`,
      baseVersion: hydrant.version,
      body: {
        status: 'out-of-service',
        outOfServiceReason: values.reason.trim(),
        ...(values.expectedReturn ? { expectedReturn: values.expectedReturn } : {}),
        ...(notes ? { notes } : {}),
        version: hydrant.version,
      },
      label,
      hydrantId: hydrant.id,
    };
  }
  return {
    method: 'POST',
    path: '/api/hydrants/bulk-inspection',
    body: {
      hydrantIds: [hydrant.id],
      inspectionDate: date,
      inspector,
      status: 'out-of-service',
      outOfServiceReason: values.reason.trim(),
      expectedReturn: values.expectedReturn,
      notes,
    },
    label,
    hydrantId: hydrant.id,
  };
}
