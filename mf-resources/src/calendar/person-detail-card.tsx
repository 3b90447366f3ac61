import { Card, Flex, Tag, Typography } from 'antd';
import { RankIcon } from '../personnel/rank';
import { PERSONNEL_STATUS, personnelStatusLabel } from '../personnel/personnel-constants';
import { ZoneBadge } from './zone-colors';

export interface DetailPerson {
  id: number;
  name: string;
  rank: string;
  badge: string;
  assignedZone?: string | null;
  platoon?: string | null;
  /** the day's status (a day is selected) or the person's own status */
  status: string;
}

/** SPEC §2: a detail card — name, day status, rank, zone badge (SPEC's zone colours) and badge. */
export function PersonDetailCard({ person: p }: { person: DetailPerson }) {
  return (
    <Card size="small" data-testid="calendar-person" data-person-id={p.id} style={{ height: '100%' }}>
      <Flex gap={10} align="flex-start">
        <RankIcon rank={p.rank} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Flex justify="space-between" gap={6} wrap>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {p.name}
            </Typography.Text>
            <Tag
              color={PERSONNEL_STATUS[p.status]?.tag ?? 'default'}
              data-day-status={p.status}
              style={{ marginInlineEnd: 0 }}
            >
              {personnelStatusLabel(p.status)}
            </Tag>
          </Flex>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {p.rank}
          </Typography.Text>
          <Flex gap={4} wrap align="center" style={{ marginTop: 4 }}>
            <ZoneBadge zone={p.assignedZone} />
            {p.platoon ? <Tag>Platoon {p.platoon}</Tag> : null}
            <Typography.Text type="secondary">Badge {p.badge}</Typography.Text>
          </Flex>
        </div>
      </Flex>
    </Card>
  );
}
