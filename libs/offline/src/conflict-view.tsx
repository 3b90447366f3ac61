import { useState } from 'react';
import { Alert, Button, Radio, Space, Typography } from 'antd';
import { statusLabel } from '@hydrant/ui';
import { FIELD_LABELS, NEVER_AUTO_MERGED, displayValue } from './conflicts';
import type { FieldChoice } from './conflicts';
import type { OutboxEntry } from './db';
import { resolveConflict } from './outbox';

const shown = (field: string, value: unknown) =>
  field === 'status' && typeof value === 'string' ? statusLabel(value) : displayValue(value);

export interface ConflictViewProps {
  entry: OutboxEntry;
  /** Called after the choice was queued (the caller sends the outbox). */
  onResolved: (outcome: 'queued' | 'nothing-to-send') => void;
}

/**
 * A queued change that met a newer version: for each field where it differs, the user's
 * value beside the current one, and a choice per field (no default: nothing is taken
 * from either side without the user). Saved on the current version.
 */
export function ConflictView({ entry, onResolved }: ConflictViewProps) {
  const conflict = entry.conflict!;
  const [choices, setChoices] = useState<Record<string, FieldChoice>>({});
  const [saving, setSaving] = useState(false);
  const allChosen = conflict.fields.every((field) => choices[field]);
  const headingId = `conflict-${entry.seq}`;

  async function save() {
    setSaving(true);
    try {
      onResolved(await resolveConflict(entry.seq!, choices));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="conflict-view" aria-labelledby={headingId} data-testid="conflict-view">
      <Typography.Title level={4} id={headingId} className="conflict-title">
        Changed by someone else
      </Typography.Title>
      <Typography.Paragraph>
        {conflict.fields.length
          ? 'This record changed after you worked on it. Choose, for each field, the value to keep.'
          : 'This record changed after you worked on it, but none of your values differ from it now. Send them on the current version?'}
      </Typography.Paragraph>
      {conflict.fields.map((field) => {
        const label = FIELD_LABELS[field] ?? field;
        return (
          <fieldset key={field} className="conflict-field" data-testid={`conflict-field-${field}`}>
            <legend>
              {label}
              {NEVER_AUTO_MERGED.has(field) ? <span className="conflict-note"> (always your choice)</span> : null}
            </legend>
            <Radio.Group
              value={choices[field]}
              onChange={(event) => setChoices((prev) => ({ ...prev, [field]: event.target.value as FieldChoice }))}
              className="conflict-options"
            >
              <Radio value="mine" className="big-choice">
                Yours: <strong>{shown(field, entry.body[field])}</strong>
              </Radio>
              <Radio value="current" className="big-choice">
                Current: <strong>{shown(field, conflict.current[field])}</strong>
              </Radio>
            </Radio.Group>
          </fieldset>
        );
      })}
      {!allChosen ? <Alert type="info" showIcon title="Choose a value for every field to save." /> : null}
      <Space wrap className="conflict-actions">
        <Button type="primary" size="large" disabled={!allChosen} loading={saving} onClick={() => void save()}>
          Save my choices
        </Button>
      </Space>
    </section>
  );
}
