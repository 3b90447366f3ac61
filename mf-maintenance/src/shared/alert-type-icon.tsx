import { ClockCircleOutlined, SearchOutlined, ToolOutlined, WarningOutlined } from '@ant-design/icons';
import type { AlertType } from './types';

const TYPES: Record<AlertType, { label: string; Icon: typeof ToolOutlined; color: string }> = {
  overdue_maintenance: { label: 'Overdue maintenance', Icon: ToolOutlined, color: '#d46b08' },
  overdue_inspection: { label: 'Overdue inspection', Icon: SearchOutlined, color: '#1d39c4' },
  status_change: { label: 'Status change', Icon: WarningOutlined, color: '#cf1322' },
};

export const alertTypeLabel = (type: string) => TYPES[type as AlertType]?.label ?? 'Alert';

/** The alert type's icon, named for screen readers (DECISIONS §3 value set). */
export function AlertTypeIcon({ type }: { type: string }) {
  const t = TYPES[type as AlertType];
  const Icon = t?.Icon ?? ClockCircleOutlined;
  return (
    <span
      role="img"
      aria-label={t?.label ?? 'Alert'}
      title={t?.label ?? 'Alert'}
      data-alert-type={type}
      style={{ color: t?.color ?? '#595959', fontSize: 20, lineHeight: 1 }}
    >
      <Icon aria-hidden="true" />
    </span>
  );
}
