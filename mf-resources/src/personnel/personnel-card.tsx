import { Card, Flex, Tag, Typography } from 'antd';
import { CardActions } from '../common/card-actions';
import { CertificationChips } from './certifications';
import { PERSONNEL_STATUS, personnelStatusLabel } from './personnel-constants';
import { RankIcon } from './rank';
import type { Person } from './personnel-types';

const { Text } = Typography;

export function PersonnelStatusBadge({ status }: { status: string }) {
  return (
    <Tag color={PERSONNEL_STATUS[status]?.tag ?? 'default'} data-status={status}>
      {personnelStatusLabel(status)}
    </Tag>
  );
}

/** 'HH:MM' of a time from the server ('07:00:00' or '07:00'). */
export const shortTime = (t: string) => t.slice(0, 5);

/** Shift times when both are set (SPEC §2). */
export const shiftTimes = (p: Person) =>
  p.shiftStart && p.shiftEnd ? `${shortTime(p.shiftStart)} - ${shortTime(p.shiftEnd)}` : null;

/**
 * One person of the roster (SPEC §2): rank emoji, name, status badge, rank, badge,
 * department, zone or 'Unassigned', platoon, shift times when both are set, and the
 * certification chips (expired and expiring ones marked, DECISIONS §10).
 */
export function PersonnelCard({
  person: p,
  onView,
  onEdit,
  onDelete,
}: {
  person: Person;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const shift = shiftTimes(p);
  return (
    <Card size="small" data-testid="personnel-card" data-person-id={p.id} style={{ height: '100%' }}>
      <Flex gap={12} align="flex-start">
        <RankIcon rank={p.rank} size={28} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Flex justify="space-between" align="flex-start" gap={8} wrap>
            <div style={{ minWidth: 0 }}>
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}>
                {p.name}
              </Typography.Title>
              <Text type="secondary">{p.rank}</Text>
            </div>
            <CardActions name={p.name} onView={onView} onEdit={onEdit} onDelete={onDelete} />
          </Flex>
          <Flex gap={4} wrap style={{ margin: '6px 0' }}>
            <PersonnelStatusBadge status={p.status} />
            {p.platoon ? <Tag data-testid="platoon">Platoon {p.platoon}</Tag> : null}
          </Flex>
          <div>
            <Text type="secondary">Badge: </Text>
            <Text>{p.badge}</Text>
          </div>
          <div>
            <Text type="secondary">Department: </Text>
            <Text>{p.department}</Text>
          </div>
          <div>
            <Text type="secondary">Zone: </Text>
            <Text data-testid="zone">{p.assignedZone ?? 'Unassigned'}</Text>
          </div>
          {shift ? (
            <div>
              <Text type="secondary">Shift: </Text>
              <Text data-testid="shift">{shift}</Text>
            </div>
          ) : null}
          <div style={{ marginTop: 6 }}>
            <CertificationChips certifications={p.certificationDetails} />
          </div>
        </div>
      </Flex>
    </Card>
  );
}
