import { Tag } from 'antd';

export type Priority = 'urgent' | 'high' | 'medium' | 'low';
export type PriorityColor = 'red' | 'orange' | 'yellow' | 'blue' | 'grey';

const PRIORITY_COLOR: Record<Priority, PriorityColor> = {
  urgent: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'blue',
};

/** SPEC §3: urgent red, high orange, medium yellow, low blue (grey for anything else). */
export function priorityColor(priority: unknown): PriorityColor {
  return typeof priority === 'string' ? (PRIORITY_COLOR[priority.toLowerCase() as Priority] ?? 'grey') : 'grey';
}

const TAG: Record<PriorityColor, string> = {
  red: 'red',
  orange: 'orange',
  yellow: 'gold',
  blue: 'blue',
  grey: 'default',
};

/** Priority badge: upper-case label in the priority's colour. */
export function PriorityBadge({ priority }: { priority: unknown }) {
  const color = priorityColor(priority);
  return (
    <Tag color={TAG[color]} data-priority-color={color}>
      {typeof priority === 'string' && priority ? priority.toUpperCase() : 'UNKNOWN'}
    </Tag>
  );
}
