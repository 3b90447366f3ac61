import { useState } from 'react';
import { ScheduleDialog } from '../maintenance/dialogs/schedule-dialog';
import type { SchedulePreset } from '../maintenance/dialogs/schedule-dialog';
import { alertTypeLabel } from './alert-type-icon';
import type { AlertItem, AlertType, MaintenanceType } from './types';

/** The work an alert calls for: an overdue inspection is inspected, a hydrant put out of service repaired. */
const TYPE_FOR_ALERT: Record<AlertType, MaintenanceType> = {
  overdue_inspection: 'inspection',
  overdue_maintenance: 'routine',
  status_change: 'repair',
};

/** The Schedule Maintenance dialog filled in from an alert: its hydrant, a type and its priority, its text. */
export function presetFor(alert: AlertItem): SchedulePreset | null {
  if (!alert.hydrant) return null;
  return {
    alertId: alert.id,
    hydrant: { value: alert.hydrant.id, label: alert.hydrant.hydrantId },
    maintenanceType: TYPE_FOR_ALERT[alert.alertType] ?? 'routine',
    priority: alert.priority,
    description: `${alert.title || alertTypeLabel(alert.alertType)}: ${alert.message}`,
  };
}

/**
 * 'Schedule maintenance' on an alert card: `onSchedule` opens the dialog for that alert and
 * `dialog` is rendered once by the list. The schedule made names the alert and links back to it.
 */
export function useScheduleFromAlert() {
  const [preset, setPreset] = useState<SchedulePreset | null>(null);
  return {
    onSchedule: (alert: AlertItem) => setPreset(presetFor(alert)),
    dialog: <ScheduleDialog open={preset !== null} preset={preset} onClose={() => setPreset(null)} />,
  };
}
