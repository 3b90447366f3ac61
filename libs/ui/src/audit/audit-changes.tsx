import { Typography } from 'antd';

/** One field of an audit entry (AuditChangeDto of the API). */
export interface AuditFieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** What an audit entry records (AuditAction of the API). */
export type AuditEntryAction =
  | 'insert'
  | 'update'
  | 'delete'
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'sessions-ended'
  | 'second-factor-reset'
  | 'export'
  | 'restore';

const ACTION_LABELS: Record<AuditEntryAction, string> = {
  insert: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'sessions-ended': 'Ended sessions',
  'second-factor-reset': 'Reset two-factor sign-in',
  export: 'Exported',
  restore: 'Restored backup',
};

export const auditActionLabel = (action: string): string => ACTION_LABELS[action as AuditEntryAction] ?? action;

/** 'flow_rate' → 'Flow rate' (the API names fields as the database columns are named). */
export const auditFieldLabel = (field: string): string => {
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const LONG = 120;
const shown = (value: string | null): string => {
  if (value === null || value === '') return '(empty)';
  return value.length > LONG ? `${value.slice(0, LONG)}…` : value;
};

/** Fields the database keeps for itself: every write changes them, so they are not shown (the API still has them). */
const BOOKKEEPING = new Set(['version', 'created_at', 'updated_at', 'earth']);

/**
 * An audit entry's fields, one per line (empty fields of a new record left out): 'Field: old → new' for a change, the value alone
 * for a record created or deleted and for an event's details.
 */
export function AuditChanges({ action, changes: all }: { action: string; changes: AuditFieldChange[] }) {
  const changes = all.filter(
    (change) =>
      !BOOKKEEPING.has(change.field) && !(action === 'insert' && ['', '[]', '{}'].includes(change.newValue ?? '')),
  );
  if (changes.length === 0) return <Typography.Text type="secondary">No details</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="audit-changes">
      {changes.map((change) => (
        <li key={change.field} data-field={change.field}>
          <Typography.Text strong>{auditFieldLabel(change.field)}:</Typography.Text>{' '}
          {action === 'update' ? (
            <>
              <Typography.Text delete title={change.oldValue ?? undefined}>
                {shown(change.oldValue)}
              </Typography.Text>
              <span aria-hidden="true"> → </span>
              <span style={VISUALLY_HIDDEN}> changed to </span>
              <Typography.Text title={change.newValue ?? undefined}>{shown(change.newValue)}</Typography.Text>
            </>
          ) : (
            <Typography.Text title={change.newValue ?? change.oldValue ?? undefined}>
              {shown(action === 'delete' ? change.oldValue : change.newValue)}
            </Typography.Text>
          )}
        </li>
      ))}
    </ul>
  );
}
