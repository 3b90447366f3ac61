import { Button, Col, Empty, Flex, Row, Spin, Tag, Typography } from 'antd';
import { PushpinFilled } from '@ant-design/icons';
import { longDate } from './calendar-grid';
import { PersonDetailCard } from './person-detail-card';
import type { DetailPerson } from './person-detail-card';

/**
 * Below the grid (SPEC §2): the hovered or pinned day's personnel, or — without a
 * selected day — the current personnel list.
 */
export function DayPanel({
  date,
  pinned,
  platoon,
  onDuty,
  minimum,
  belowMinimum,
  people,
  loading,
  onUnpin,
  footer,
}: {
  date: string | null;
  pinned: boolean;
  platoon?: string | null;
  onDuty?: number;
  minimum?: number;
  belowMinimum?: boolean;
  people: DetailPerson[];
  loading: boolean;
  onUnpin: () => void;
  footer?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="day-panel-title"
      data-testid="day-panel"
      data-date={date ?? undefined}
      style={{ marginTop: 16 }}
    >
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={2} id="day-panel-title" style={{ fontSize: 18, margin: 0 }}>
            {date ? longDate(date) : 'Current Personnel'}
          </Typography.Title>
          {date && platoon ? (
            <Tag color="geekblue" data-testid="panel-platoon">
              Platoon {platoon} on duty
            </Tag>
          ) : null}
          {date && belowMinimum ? (
            <Tag color="red" data-testid="panel-below-minimum">
              Below minimum staffing ({onDuty ?? 0} of {minimum} on duty)
            </Tag>
          ) : null}
          {pinned ? (
            <Tag icon={<PushpinFilled aria-hidden="true" />} color="blue">
              Pinned
            </Tag>
          ) : null}
        </Flex>
        {pinned ? (
          <Button size="small" onClick={onUnpin}>
            Unpin day
          </Button>
        ) : null}
      </Flex>
      {loading && people.length === 0 ? (
        <Spin description="Loading personnel..." />
      ) : people.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={date ? 'No personnel scheduled for this day' : 'No personnel found'}
          data-testid="day-empty"
        />
      ) : (
        <>
          <Row gutter={[12, 12]}>
            {people.map((p) => (
              <Col key={p.id} xs={24} sm={12} lg={8} xl={6}>
                <PersonDetailCard person={p} />
              </Col>
            ))}
          </Row>
        </>
      )}
      {footer}
    </section>
  );
}
