import { Col, Row, Select } from 'antd';
import { PERSONNEL_STATUS_OPTIONS } from '../personnel/personnel-constants';

/** The zone filter (zones present in the data, and Unassigned) and the status filter. */
export function CalendarFilters(props: {
  zone: string;
  status: string;
  zones: string[];
  onZone: (zone: string) => void;
  onStatus: (status: string) => void;
}) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      <Col xs={12} md={6}>
        <Select
          virtual={false}
          aria-label="Filter by zone"
          style={{ width: '100%' }}
          value={props.zone}
          onChange={props.onZone}
          options={[
            { value: 'all', label: 'All Zones' },
            ...props.zones.map((z) => ({ value: z, label: z })),
            { value: 'unassigned', label: 'Unassigned' },
          ]}
        />
      </Col>
      <Col xs={12} md={6}>
        <Select
          virtual={false}
          aria-label="Filter by status"
          style={{ width: '100%' }}
          value={props.status}
          onChange={props.onStatus}
          options={[{ value: 'all', label: 'All Status' }, ...PERSONNEL_STATUS_OPTIONS]}
        />
      </Col>
    </Row>
  );
}
