import { Col, Input, Row, Select } from 'antd';
import { EQUIPMENT_STATUS_OPTIONS, typeLabel } from './equipment-constants';

/** Search over name, serial number and location; the status filter; the type filter of the types present. */
export function EquipmentFilters(props: {
  search: string;
  status: string;
  type: string;
  types: string[];
  onSearch: (text: string) => void;
  onStatus: (status: string) => void;
  onType: (type: string) => void;
}) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      <Col xs={24} md={12}>
        <Input.Search
          allowClear
          aria-label="Search equipment"
          placeholder="Search by name, serial number or location..."
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
        />
      </Col>
      <Col xs={12} md={6}>
        <Select
          virtual={false}
          aria-label="Filter by status"
          style={{ width: '100%' }}
          value={props.status}
          onChange={props.onStatus}
          options={[{ value: 'all', label: 'All Status' }, ...EQUIPMENT_STATUS_OPTIONS]}
        />
      </Col>
      <Col xs={12} md={6}>
        <Select
          virtual={false}
          aria-label="Filter by type"
          style={{ width: '100%' }}
          value={props.type}
          onChange={props.onType}
          options={[
            { value: 'all', label: 'All Types' },
            ...props.types.map((t) => ({ value: t, label: typeLabel(t) })),
          ]}
        />
      </Col>
    </Row>
  );
}
