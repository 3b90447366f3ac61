import { useState } from 'react';
import { Alert, Button, Input } from 'antd';
import type { OutOfServiceValues } from './field-writes';

export interface OutOfServiceFormProps {
  disabled?: boolean;
  onSubmit: (values: OutOfServiceValues) => Promise<void>;
  onCancel: () => void;
}

/** Taking a hydrant out of service: the reason is required, the expected return optional. */
export function OutOfServiceForm({ disabled, onSubmit, onCancel }: OutOfServiceFormProps) {
  const [reason, setReason] = useState('');
  const [expectedReturn, setExpectedReturn] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit() {
    if (!reason.trim()) return setError('Give the reason it is out of service');
    setError(null);
    setSaving(true);
    try {
      await onSubmit({ reason, expectedReturn: expectedReturn || null, notes });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="field-form"
      aria-label="Out of service"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="field-label">
        <label htmlFor="field-reason">Reason</label>
        <Input.TextArea
          id="field-reason"
          value={reason}
          maxLength={500}
          autoSize={{ minRows: 2 }}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="field-label">
        <label htmlFor="field-expected-back-in-service-optio">Expected back in service (optional)</label>
        <Input
          id="field-expected-back-in-service-optio"
          type="date"
          size="large"
          value={expectedReturn}
          onChange={(event) => setExpectedReturn(event.target.value)}
        />
      </div>
      <div className="field-label">
        <label htmlFor="field-notes">Notes</label>
        <Input.TextArea
          id="field-notes"
          value={notes}
          autoSize={{ minRows: 2 }}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <div className="field-actions">
        <Button type="primary" danger size="large" htmlType="submit" block loading={saving} disabled={disabled}>
          Mark out of service
        </Button>
        <Button size="large" block onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
