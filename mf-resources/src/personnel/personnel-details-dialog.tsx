import { Button, Descriptions, Flex, Modal, Typography } from 'antd';
import { displayValue, formatDate } from '@hydrant/ui';
import { CertificationChips } from './certifications';
import { PersonnelStatusBadge, shiftTimes } from './personnel-card';
import { RankIcon } from './rank';
import type { Person } from './personnel-types';

/** The read-only details of one person (SPEC §2: phone and email too, when set). */
export function PersonnelDetailsDialog({ person: p, onClose }: { person: Person | null; onClose: () => void }) {
  return (
    <Modal
      open={p !== null}
      title="Personnel Details"
      width={640}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {p ? (
        <div data-testid="personnel-details">
          <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
            <RankIcon rank={p.rank} size={28} />
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {p.name}
            </Typography.Title>
            <PersonnelStatusBadge status={p.status} />
          </Flex>
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label="Rank">{p.rank}</Descriptions.Item>
            <Descriptions.Item label="Badge">{p.badge}</Descriptions.Item>
            <Descriptions.Item label="Department">{p.department}</Descriptions.Item>
            <Descriptions.Item label="Zone">{p.assignedZone ?? 'Unassigned'}</Descriptions.Item>
            <Descriptions.Item label="Platoon">{p.platoon ? `Platoon ${p.platoon}` : 'None'}</Descriptions.Item>
            <Descriptions.Item label="Shift">{shiftTimes(p) ?? 'N/A'}</Descriptions.Item>
            {p.phoneNumber ? <Descriptions.Item label="Phone">{p.phoneNumber}</Descriptions.Item> : null}
            {p.email ? (
              <Descriptions.Item label="Email">
                <a href={`mailto:${p.email}`}>{p.email}</a>
              </Descriptions.Item>
            ) : null}
            {p.shiftStartDate || p.shiftEndDate ? (
              <Descriptions.Item label="Shift Dates" span={2}>
                {formatDate(p.shiftStartDate)} – {formatDate(p.shiftEndDate)}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label="Certifications" span={2}>
              {p.certificationDetails.length ? <CertificationChips certifications={p.certificationDetails} /> : 'None'}
            </Descriptions.Item>
            <Descriptions.Item label="Notes" span={2}>
              {displayValue(p.notes)}
            </Descriptions.Item>
          </Descriptions>
        </div>
      ) : null}
    </Modal>
  );
}
