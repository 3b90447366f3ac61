import {
  AlertOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  DatabaseOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { STATUS_TEXT_COLOR } from '@hydrant/ui';
import { CounterCards } from '../common/counter-cards';

export interface EquipmentCounts {
  total: number;
  operational: number;
  maintenance: number;
  outOfService: number;
  serviceOverdue: number;
}

/** SPEC §2's four counters, plus 'Service Overdue' (DECISIONS §10), over the whole inventory. */
export function EquipmentCounters({
  counts,
  loading,
  error,
}: {
  counts?: EquipmentCounts;
  loading: boolean;
  error: boolean;
}) {
  return (
    <CounterCards
      testId="equipment-counters"
      loading={loading}
      error={error}
      counters={[
        {
          key: 'total',
          title: 'Total Equipment',
          value: counts?.total,
          color: '#1f4e79',
          icon: <DatabaseOutlined aria-hidden="true" />,
        },
        {
          key: 'operational',
          title: 'Operational',
          value: counts?.operational,
          color: STATUS_TEXT_COLOR.green,
          icon: <CheckCircleOutlined aria-hidden="true" />,
        },
        {
          key: 'maintenance',
          title: 'In Maintenance',
          value: counts?.maintenance,
          color: STATUS_TEXT_COLOR.orange,
          icon: <ToolOutlined aria-hidden="true" />,
        },
        {
          key: 'outOfService',
          title: 'Out of Service',
          value: counts?.outOfService,
          color: STATUS_TEXT_COLOR.red,
          icon: <CloseCircleOutlined aria-hidden="true" />,
        },
        {
          key: 'serviceOverdue',
          title: 'Service Overdue',
          value: counts?.serviceOverdue,
          color: STATUS_TEXT_COLOR.red,
          icon: <AlertOutlined aria-hidden="true" />,
        },
      ]}
    />
  );
}
