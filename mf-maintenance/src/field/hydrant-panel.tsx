import { Button, Descriptions, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { HydrantDto } from '@hydrant/api-client/generated/hydrants';
import type { MaintenanceScheduleDto } from '@hydrant/api-client/generated/maintenance';
import { StatusBadge, displayValue, formatDate } from '@hydrant/ui';

export type FieldTask = 'inspect' | 'out-of-service';

export interface HydrantPanelProps {
  hydrant: HydrantDto;
  schedule: MaintenanceScheduleDto | undefined;
  pending: boolean;
  writeDisabledReason: string | undefined;
  onTask: (task: FieldTask) => void;
  onBack: () => void;
}

/** The hydrant the inspector stands at: its latest values and what can be done. */
export function HydrantPanel({ hydrant, schedule, pending, writeDisabledReason, onTask, onBack }: HydrantPanelProps) {
  return (
    <section aria-labelledby="field-hydrant" className="field-section" data-testid="field-hydrant">
      <Button
        size="large"
        type="text"
        icon={<ArrowLeftOutlined aria-hidden="true" />}
        onClick={onBack}
        className="field-back"
      >
        Back to the list
      </Button>
      <h2 id="field-hydrant" className="field-heading" tabIndex={-1}>
        {hydrant.hydrantId} <StatusBadge status={hydrant.status} />
        {pending ? <Tag color="gold">Waiting to send</Tag> : null}
      </h2>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'address', label: 'Address', children: hydrant.address },
          { key: 'last', label: 'Last inspection', children: formatDate(hydrant.lastInspection) },
          { key: 'pressure', label: 'Pressure (PSI)', children: displayValue(hydrant.pressure) },
          { key: 'flow', label: 'Flow (GPM)', children: displayValue(hydrant.flowRate) },
          ...(schedule
            ? [
                {
                  key: 'work',
                  label: 'Your work',
                  children: `${schedule.maintenanceType}, ${formatDate(schedule.scheduledDate)}: ${schedule.description}`,
                },
              ]
            : []),
        ]}
      />
      {writeDisabledReason ? <p className="field-empty">{writeDisabledReason}</p> : null}
      <div className="field-actions">
        <Button type="primary" size="large" block disabled={!!writeDisabledReason} onClick={() => onTask('inspect')}>
          Record inspection
        </Button>
        {hydrant.status !== 'out-of-service' ? (
          <Button size="large" danger block disabled={!!writeDisabledReason} onClick={() => onTask('out-of-service')}>
            Out of service
          </Button>
        ) : null}
      </div>
    </section>
  );
}
