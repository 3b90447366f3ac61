import { useEffect, useRef } from 'react';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { CalendarOutlined, CheckOutlined, DeleteOutlined, LoadingOutlined } from '@ant-design/icons';
import { DemoDisabled, PriorityBadge, formatDateTime } from '@hydrant/ui';
import { AlertTypeIcon, alertTypeLabel } from './alert-type-icon';
import { HydrantLink, addressText } from './hydrant-link';
import type { AlertItem } from './types';

export interface AlertCardProps {
  alert: AlertItem;
  /** the acknowledged badge's text: ACKNOWLEDGED on Maintenance, RESOLVED on Alerts */
  doneLabel?: string;
  acknowledging?: boolean;
  deleting?: boolean;
  onAcknowledge?: (alert: AlertItem) => void;
  onDelete?: (alert: AlertItem) => void;
  /** 'Schedule maintenance' for an active alert about a hydrant */
  onSchedule?: (alert: AlertItem) => void;
  /** just acknowledged from the keyboard or pointer: once shown acknowledged, the card takes the focus */
  justAcknowledged?: boolean;
}

/**
 * One alert (SPEC §2): priority badge, type icon, hydrant and address, creation time,
 * Acknowledge; once acknowledged it is greyed, badged, says who and when, and can be deleted.
 */
export function AlertCard({
  alert,
  doneLabel = 'ACKNOWLEDGED',
  acknowledging,
  deleting,
  onAcknowledge,
  onDelete,
  onSchedule,
  justAcknowledged,
}: AlertCardProps) {
  const done = alert.acknowledged;
  const card = useRef<HTMLDivElement>(null);
  const takeFocus = Boolean(justAcknowledged && done);
  useEffect(() => {
    // the Acknowledge button that had the focus is gone: the focus would fall back to the page
    if (takeFocus) card.current?.focus();
  }, [takeFocus]);
  const title = alert.title || alertTypeLabel(alert.alertType);
  return (
    <Card
      ref={card}
      tabIndex={takeFocus ? -1 : undefined}
      size="small"
      data-testid="alert-card"
      data-alert-id={alert.id}
      data-acknowledged={done}
      style={done ? { background: '#fafafa', borderColor: '#e8e8e8' } : undefined}
      styles={{ body: { padding: 12 } }}
    >
      <Flex gap={12} align="flex-start" wrap>
        <AlertTypeIcon type={alert.alertType} />
        <Flex vertical gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <PriorityBadge priority={alert.priority} />
            {done ? <Tag color="default">{doneLabel}</Tag> : null}
            <Typography.Text strong style={done ? { color: '#595959' } : undefined}>
              {title}
            </Typography.Text>
          </Flex>
          <Typography.Text style={done ? { color: '#595959' } : undefined}>{alert.message}</Typography.Text>
          {alert.hydrant ? (
            <Typography.Text type="secondary">
              <HydrantLink id={alert.hydrant.id} label={alert.hydrant.hydrantId} /> ·{' '}
              {addressText(alert.hydrant.address)}
            </Typography.Text>
          ) : null}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Created {formatDateTime(alert.createdAt)}
          </Typography.Text>
          {done ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="acknowledged-by">
              {doneLabel === 'RESOLVED' ? 'Resolved' : 'Acknowledged'} by {alert.acknowledgedBy ?? 'Unknown'}
              {alert.acknowledgedAt ? ` on ${formatDateTime(alert.acknowledgedAt)}` : ''}
              {alert.resolution ? ` — ${alert.resolution}` : ''}
            </Typography.Text>
          ) : null}
        </Flex>
        {/* no wider than the card: on a narrow screen the buttons wrap under the text, and among themselves */}
        <Flex gap={8} wrap justify="flex-end" style={{ flexShrink: 0, maxWidth: '100%', marginLeft: 'auto' }}>
          {!done && onSchedule && alert.hydrant ? (
            <DemoDisabled>
              <Button size="small" icon={<CalendarOutlined aria-hidden="true" />} onClick={() => onSchedule(alert)}>
                Schedule maintenance
              </Button>
            </DemoDisabled>
          ) : null}
          {!done && onAcknowledge ? (
            <DemoDisabled minRole="inspector">
              <Button
                size="small"
                type="primary"
                icon={acknowledging ? <LoadingOutlined aria-hidden="true" /> : <CheckOutlined aria-hidden="true" />}
                disabled={acknowledging}
                onClick={() => onAcknowledge(alert)}
              >
                Acknowledge
              </Button>
            </DemoDisabled>
          ) : null}
          {onDelete ? (
            <DemoDisabled>
              <Button
                size="small"
                danger
                icon={deleting ? <LoadingOutlined aria-hidden="true" /> : <DeleteOutlined aria-hidden="true" />}
                disabled={deleting}
                aria-label={done ? 'Delete' : `Delete alert`}
                onClick={() => onDelete(alert)}
              >
                {done ? 'Delete' : null}
              </Button>
            </DemoDisabled>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}
