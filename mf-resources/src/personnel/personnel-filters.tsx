import { Col, Input, Row, Select } from 'antd';
import { PERSONNEL_STATUS_OPTIONS } from './personnel-constants';

/** Search over name, badge and rank; the status filter; the department filter of the departments present. */
export function PersonnelFilters(props: {
  search: string;
  status: string;
  department: string;
  departments: string[];
  onSearch: (text: string) => void;
  onStatus: (status: string) => void;
  onDepartment: (department: string) => void;
}) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      <Col xs={24} md={12}>
        <Input.Search
          allowClear
          aria-label="Search personnel"
          placeholder="Search by name, badge or rank..."
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
          options={[{ value: 'all', label: 'All Status' }, ...PERSONNEL_STATUS_OPTIONS]}
        />
      </Col>
      <Col xs={12} md={6}>
        <Select
          virtual={false}
          aria-label="Filter by department"
          style={{ width: '100%' }}
          value={props.department}
          onChange={props.onDepartment}
          options={[
            { value: 'all', label: 'All Departments' },
            ...props.departments.map((d) => ({ value: d, label: d })),
          ]}
        />
      </Col>
    </Row>
  );
}
