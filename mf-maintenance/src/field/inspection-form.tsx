import { useState } from 'react';
import { Alert, Button, Checkbox, Input, InputNumber, Radio } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { processPhotos } from '@hydrant/ui';
import { dataUrlToBlob } from '@hydrant/offline';
import { OUTCOME_LABELS } from './field-writes';
import type { InspectionValues, Outcome } from './field-writes';

/** A history record (Complete Work or an inspection) keeps at most 10 photos. */
const MAX_RECORD_PHOTOS = 10;

export interface InspectionFormProps {
  checklistItems: readonly string[];
  disabled?: boolean;
  onSubmit: (values: InspectionValues) => Promise<void>;
  onCancel: () => void;
}

/** One inspection, big targets for a phone in one hand: checklist, readings, notes, outcome, photos. */
export function InspectionForm({ checklistItems, disabled, onSubmit, onCancel }: InspectionFormProps) {
  const [checklist, setChecklist] = useState<string[]>([]);
  const [pressure, setPressure] = useState<number | null>(null);
  const [flowRate, setFlowRate] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<Blob[]>([]);
  const [photoNote, setPhotoNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const tested = outcome !== 'could-not-test';

  async function addPhotos(files: FileList | null) {
    if (!files?.length) return;
    const { photos: added, skipped } = await processPhotos(Array.from(files), photos.length, MAX_RECORD_PHOTOS);
    setPhotos((prev) => [...prev, ...added.map(dataUrlToBlob)]);
    setPhotoNote(skipped.length ? `${skipped.length} photo(s) could not be added` : null);
  }

  async function submit() {
    if (!outcome) return setError('Choose the outcome');
    if (outcome === 'could-not-test' && !reason.trim()) return setError('Say why it could not be tested');
    setError(null);
    setSaving(true);
    try {
      await onSubmit({ checklist, pressure, flowRate, notes, outcome, reason, photos });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="field-form"
      aria-label="Inspection"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="field-fieldset">
        <legend>Outcome</legend>
        <Radio.Group
          className="field-choices"
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as Outcome)}
        >
          {(Object.keys(OUTCOME_LABELS) as Outcome[]).map((value) => (
            <Radio key={value} value={value} className="big-choice">
              {OUTCOME_LABELS[value]}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      {outcome === 'could-not-test' ? (
        <div className="field-label">
          <label htmlFor="field-why-it-could-not-be-tested">Why it could not be tested</label>
          <Input.TextArea
            id="field-why-it-could-not-be-tested"
            value={reason}
            maxLength={500}
            autoSize={{ minRows: 2 }}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      ) : null}
      {tested ? (
        <>
          <fieldset className="field-fieldset">
            <legend>Checklist</legend>
            <Checkbox.Group className="field-choices" value={checklist} onChange={(value) => setChecklist(value)}>
              {checklistItems.map((item) => (
                <Checkbox key={item} value={item} className="big-choice">
                  {item}
                </Checkbox>
              ))}
            </Checkbox.Group>
          </fieldset>
          <div className="field-readings">
            <div className="field-label">
              <label htmlFor="field-pressure-psi">Pressure (PSI)</label>
              <InputNumber
                id="field-pressure-psi"
                inputMode="numeric"
                min={0}
                precision={0}
                size="large"
                value={pressure}
                onChange={(value) => setPressure(value ?? null)}
              />
            </div>
            <div className="field-label">
              <label htmlFor="field-flow-gpm">Flow (GPM)</label>
              <InputNumber
                id="field-flow-gpm"
                inputMode="numeric"
                min={0}
                precision={0}
                size="large"
                value={flowRate}
                onChange={(value) => setFlowRate(value ?? null)}
              />
            </div>
          </div>
        </>
      ) : null}
      <div className="field-label">
        <label htmlFor="field-notes">Notes</label>
        <Input.TextArea
          id="field-notes"
          value={notes}
          autoSize={{ minRows: 2 }}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <div className="field-photos">
        <label className="field-photo-button">
          <CameraOutlined aria-hidden="true" /> Add photo
          <input
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            className="field-photo-input"
            data-testid="field-photo-input"
            onChange={(event) => {
              void addPhotos(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <span data-testid="field-photo-count">{photos.length === 1 ? '1 photo' : `${photos.length} photos`}</span>
        {photoNote ? <span className="field-photo-note">{photoNote}</span> : null}
      </div>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <div className="field-actions">
        <Button type="primary" size="large" htmlType="submit" block loading={saving} disabled={disabled}>
          Save inspection
        </Button>
        <Button size="large" block onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
