import { Tag } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { StatusBadge, formatDate } from '@hydrant/ui';
import { distanceText } from './geo';
import type { WorkItem } from './work-list-model';

export interface WorkListProps {
  items: WorkItem[];
  /** hydrants with a change waiting in the outbox */
  pending: Set<number>;
  onOpen: (hydrantId: number) => void;
}

function ItemRow({ item, pending, onOpen }: { item: WorkItem; pending: boolean; onOpen: () => void }) {
  const { hydrant, schedule } = item;
  return (
    <li>
      <button type="button" className="work-item" onClick={onOpen} data-testid="work-item" data-hydrant={hydrant.id}>
        <span className="work-item-main">
          <span className="work-item-title">
            <strong>{hydrant.hydrantId}</strong>
            {item.distance !== null ? <span className="work-item-distance">{distanceText(item.distance)}</span> : null}
          </span>
          <span className="work-item-address">{hydrant.address}</span>
          <span className="work-item-tags">
            <StatusBadge status={hydrant.status} />
            {schedule ? (
              <Tag color={schedule.overdue ? 'red' : 'blue'}>
                {schedule.maintenanceType} · {formatDate(schedule.scheduledDate)}
              </Tag>
            ) : (
              <Tag>
                {hydrant.lastInspection ? `Inspected ${formatDate(hydrant.lastInspection)}` : 'Never inspected'}
              </Tag>
            )}
            {pending ? <Tag color="gold">Waiting to send</Tag> : null}
          </span>
        </span>
        <RightOutlined aria-hidden="true" />
      </button>
    </li>
  );
}

/** Today's work: the user's schedules, then the hydrants due for inspection, nearest first. */
export function WorkList({ items, pending, onOpen }: WorkListProps) {
  const scheduled = items.filter((item) => item.kind === 'schedule');
  const due = items.filter((item) => item.kind === 'due');
  return (
    <>
      <section aria-labelledby="field-my-work" className="field-section">
        <h2 id="field-my-work" className="field-heading">
          My work today
        </h2>
        {scheduled.length ? (
          <ul className="work-list" data-testid="my-work">
            {scheduled.map((item) => (
              <ItemRow
                key={`s${item.schedule!.id}`}
                item={item}
                pending={pending.has(item.hydrant.id)}
                onOpen={() => onOpen(item.hydrant.id)}
              />
            ))}
          </ul>
        ) : (
          <p className="field-empty">No work assigned to you for today.</p>
        )}
      </section>
      <section aria-labelledby="field-due" className="field-section">
        <h2 id="field-due" className="field-heading">
          Due for inspection
        </h2>
        {due.length ? (
          <ul className="work-list" data-testid="due-list">
            {due.map((item) => (
              <ItemRow
                key={`h${item.hydrant.id}`}
                item={item}
                pending={pending.has(item.hydrant.id)}
                onOpen={() => onOpen(item.hydrant.id)}
              />
            ))}
          </ul>
        ) : (
          <p className="field-empty">No hydrant nearby is due for inspection.</p>
        )}
      </section>
    </>
  );
}
