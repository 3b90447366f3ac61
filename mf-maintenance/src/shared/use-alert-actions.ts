import { useState } from 'react';
import { useAcknowledgeAlert, useDeleteAlert } from '../data/hooks';
import type { AlertItem } from './types';
import { useMaintenanceToasts } from './toasts';

/**
 * Acknowledge and delete, with SPEC §8's toasts. The server records the signed-in user
 * and its own time (DECISIONS §3); delete really deletes, from every view.
 */
export function useAlertActions() {
  const [acknowledge] = useAcknowledgeAlert();
  const [remove] = useDeleteAlert();
  const toast = useMaintenanceToasts();
  const [pending, setPending] = useState<{ id: number; kind: 'ack' | 'delete' } | null>(null);
  // the Acknowledge button goes with the active card: its acknowledged card takes the focus instead
  const [acknowledged, setAcknowledged] = useState<number | null>(null);

  async function onAcknowledge(alert: AlertItem) {
    setPending({ id: alert.id, kind: 'ack' });
    try {
      await acknowledge(alert.id);
      setAcknowledged(alert.id);
      toast.success('Alert Acknowledged', 'Alert acknowledged successfully');
    } catch {
      toast.error('Failed to acknowledge alert');
    } finally {
      setPending(null);
    }
  }

  async function onDelete(alert: AlertItem) {
    setPending({ id: alert.id, kind: 'delete' });
    try {
      await remove(alert.id);
      toast.success('Alert deleted successfully');
    } catch {
      toast.error('Failed to delete alert');
    } finally {
      setPending(null);
    }
  }

  return {
    onAcknowledge: (a: AlertItem) => void onAcknowledge(a),
    onDelete: (a: AlertItem) => void onDelete(a),
    acknowledging: (id: number) => pending?.id === id && pending.kind === 'ack',
    deleting: (id: number) => pending?.id === id && pending.kind === 'delete',
    /** the alert just acknowledged here, whose acknowledged card takes the focus */
    justAcknowledged: (id: number) => acknowledged === id,
  };
}
