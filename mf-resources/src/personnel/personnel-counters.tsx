import { BookOutlined, CheckCircleOutlined, MinusCircleOutlined, PhoneOutlined, TeamOutlined } from '@ant-design/icons';
import { CounterCards } from '../common/counter-cards';
import { PERSONNEL_STATUS } from './personnel-constants';

export interface PersonnelCounts {
  total: number;
  active: number;
  offDuty: number;
  training: number;
  onCall: number;
}

/** SPEC §2's five counters: total, on duty (active), off duty, training, on call. */
export function PersonnelCounters({
  counts,
  loading,
  error,
  testId = 'personnel-counters',
}: {
  counts?: PersonnelCounts;
  loading: boolean;
  error: boolean;
  testId?: string;
}) {
  return (
    <CounterCards
      testId={testId}
      loading={loading}
      error={error}
      counters={[
        {
          key: 'total',
          title: 'Total Personnel',
          value: counts?.total,
          color: '#1f4e79',
          icon: <TeamOutlined aria-hidden="true" />,
        },
        {
          key: 'active',
          title: 'On Duty',
          value: counts?.active,
          color: PERSONNEL_STATUS.active.text,
          icon: <CheckCircleOutlined aria-hidden="true" />,
        },
        {
          key: 'offDuty',
          title: 'Off Duty',
          value: counts?.offDuty,
          color: PERSONNEL_STATUS['off-duty'].text,
          icon: <MinusCircleOutlined aria-hidden="true" />,
        },
        {
          key: 'training',
          title: 'Training',
          value: counts?.training,
          color: PERSONNEL_STATUS.training.text,
          icon: <BookOutlined aria-hidden="true" />,
        },
        {
          key: 'onCall',
          title: 'On Call',
          value: counts?.onCall,
          color: PERSONNEL_STATUS['on-call'].text,
          icon: <PhoneOutlined aria-hidden="true" />,
        },
      ]}
    />
  );
}
