import { Checkbox, Col, Row } from 'antd';
import { CHECKLIST_OPTIONS } from '../hydrant-constants';

/** The inspection checklist (SPEC §3's 8 options) as checkboxes, two per row on wide screens. */
export function ChecklistField({
  value,
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (items: string[]) => void;
  id?: string;
}) {
  return (
    <Checkbox.Group value={value} onChange={(v) => onChange?.(v)} style={{ width: '100%' }}>
      <Row gutter={[8, 4]} id={id} style={{ width: '100%' }}>
        {CHECKLIST_OPTIONS.map((item) => (
          <Col key={item} xs={24} sm={12}>
            <Checkbox value={item}>{item}</Checkbox>
          </Col>
        ))}
      </Row>
    </Checkbox.Group>
  );
}
