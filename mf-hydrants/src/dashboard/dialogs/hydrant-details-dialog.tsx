import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Flex, Modal, Tag, Typography } from 'antd';
import { Skeleton } from '@hydrant/antd-more';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useGetHydrantQuery } from '@hydrant/api-client/generated/hydrants';
import { errorMessage } from '@hydrant/api-client';
import { StatusBadge, displayValue, formatDate, formatDateTime } from '@hydrant/ui';
import type { HydrantDto } from '../hydrant-types';
import { PhotoGallery } from '../photos/photo-gallery';
import { HydrantChanges } from './hydrant-changes';
import { HydrantHistoryTimeline } from './hydrant-history-timeline';
import { FlowClassTag } from './flow-class-tag';
import { FlowTestsSection } from '../../flow-tests/flow-tests-section';
import { HydrantAttributesDescriptions, OutOfServiceHistory } from './hydrant-attributes-section';

export { FlowClassTag };

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section style={{ marginTop: 16 }} aria-label={title}>
    <Typography.Title level={5} style={{ marginBottom: 8 }}>
      {title}
    </Typography.Title>
    {children}
  </section>
);

const timestamp = (value: string | null | undefined) => (value ? formatDateTime(value) : 'N/A');

function HydrantDetails({
  hydrant,
  onPreviewOpenChange,
}: {
  hydrant: HydrantDto;
  onPreviewOpenChange: (open: boolean) => void;
}) {
  // every breakpoint named: antd falls back to 3 columns for the ones left out
  const column = { xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 };
  const labelStyle = { width: 140 };
  return (
    <div data-testid="hydrant-details">
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {hydrant.hydrantId}
        </Typography.Title>
        <StatusBadge status={hydrant.status} />
      </Flex>

      <OutOfServiceHistory hydrant={hydrant} />

      <Section title="Location">
        <Descriptions size="small" column={column} bordered styles={{ label: labelStyle }}>
          <Descriptions.Item label="Address" span={2}>
            {displayValue(hydrant.address)}
          </Descriptions.Item>
          <Descriptions.Item label="Area">{displayValue(hydrant.area)}</Descriptions.Item>
          <Descriptions.Item label="Coordinates">
            {hydrant.latitude.toFixed(6)}, {hydrant.longitude.toFixed(6)}
          </Descriptions.Item>
        </Descriptions>
      </Section>

      <Section title="Technical Specs">
        <Descriptions size="small" column={column} bordered styles={{ label: labelStyle }}>
          <Descriptions.Item label="Pressure">{displayValue(hydrant.pressure, 'PSI')}</Descriptions.Item>
          <Descriptions.Item label="Flow Rate">{displayValue(hydrant.flowRate, 'GPM')}</Descriptions.Item>
          <Descriptions.Item label="NFPA Flow Class" span={2}>
            <FlowClassTag flowClass={hydrant.flowClass} />
          </Descriptions.Item>
          {hydrant.flowRate !== null && hydrant.flowRateSource ? (
            <Descriptions.Item label="Flow Rate Source" span={2}>
              <span data-testid="flow-rate-source">
                {hydrant.flowRateSource === 'flow-test'
                  ? 'Rated flow at 20 psi of the latest flow test'
                  : 'Entered by hand'}
                {hydrant.flowRateSetAt ? `, set ${formatDateTime(hydrant.flowRateSetAt)}` : ''}
              </span>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Section>

      <Section title="Hydrant Attributes">
        <HydrantAttributesDescriptions hydrant={hydrant} />
      </Section>

      <Section title="Flow Tests">
        <FlowTestsSection hydrant={hydrant} />
      </Section>

      <Section title="Inspection Details">
        <Descriptions size="small" column={column} bordered styles={{ label: labelStyle }}>
          <Descriptions.Item label="Last Inspection">{formatDate(hydrant.lastInspection)}</Descriptions.Item>
          {hydrant.inspector ? <Descriptions.Item label="Inspector">{hydrant.inspector}</Descriptions.Item> : null}
        </Descriptions>
      </Section>

      {hydrant.checklist.length > 0 ? (
        <Section title="Inspection Checklist">
          <Flex wrap gap={6}>
            {hydrant.checklist.map((item) => (
              <Tag key={item} icon={<CheckCircleOutlined aria-hidden="true" />} color="green">
                {item}
              </Tag>
            ))}
          </Flex>
        </Section>
      ) : null}

      {hydrant.notes ? (
        <Section title="Notes">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {hydrant.notes}
          </Typography.Paragraph>
        </Section>
      ) : null}

      {hydrant.photos.length > 0 ? (
        <Section title="Photos">
          <PhotoGallery photos={hydrant.photos} onPreviewOpenChange={onPreviewOpenChange} />
        </Section>
      ) : null}

      <Section title="Inspection & Maintenance History">
        <HydrantHistoryTimeline hydrantId={hydrant.id} />
      </Section>

      <Section title="Record">
        <Descriptions size="small" column={column} bordered styles={{ label: labelStyle }}>
          <Descriptions.Item label="Created">{timestamp(hydrant.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Last Updated">{timestamp(hydrant.updatedAt)}</Descriptions.Item>
        </Descriptions>
      </Section>

      <Section title="History of changes">
        <HydrantChanges hydrantId={hydrant.id} />
      </Section>
    </div>
  );
}

/** Hydrant Details (SPEC §2), read-only; opened from the registry or a map popup by internal id. */
export function HydrantDetailsDialog({ hydrantId, onClose }: { hydrantId: number | null; onClose: () => void }) {
  const { data, error, isFetching } = useGetHydrantQuery({ id: hydrantId ?? 0 }, { skip: hydrantId === null });
  const current = data && data.id === hydrantId ? data : undefined;
  // while a photo is enlarged, Escape closes the photo, not the dialog
  const [previewOpen, setPreviewOpen] = useState(false);
  const [previewOf, setPreviewOf] = useState(hydrantId);
  if (previewOf !== hydrantId) {
    setPreviewOf(hydrantId);
    setPreviewOpen(false);
  }
  return (
    <Modal
      open={hydrantId !== null}
      title="Hydrant Details"
      width={720}
      onCancel={onClose}
      keyboard={!previewOpen}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {current ? (
        <HydrantDetails hydrant={current} onPreviewOpenChange={setPreviewOpen} />
      ) : error && !isFetching ? (
        <Alert type="error" showIcon title={errorMessage(error, 'Hydrant not found')} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Modal>
  );
}
