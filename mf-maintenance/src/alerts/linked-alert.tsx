import { useMemo } from 'react';
import { Alert, Button, Card, Flex } from 'antd';
import { useSearchParams } from 'react-router';
import { useGetAlertQuery } from '@hydrant/api-client/generated/alerts';
import { useUpdateSearchParams } from '@hydrant/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { toAlert } from '../data/to-view';
import { AlertCard } from '../shared/alert-card';
import type { AlertItem } from '../shared/types';
import type { useAlertActions } from '../shared/use-alert-actions';

/** The alert a schedule links back to: /alerts?alert=<id> shows it first, whichever list it is in. */
export function LinkedAlert({
  actions,
  onSchedule,
}: {
  actions: ReturnType<typeof useAlertActions>;
  onSchedule: (alert: AlertItem) => void;
}) {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const text = params.get('alert') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
  const q = useGetAlertQuery(id === null ? skipToken : { id });
  const alert = useMemo(() => (q.currentData ? toAlert(q.currentData) : null), [q.currentData]);
  if (id === null) return null;
  const close = () => update((current) => current.delete('alert'));
  return (
    <Card
      size="small"
      data-testid="linked-alert"
      title={
        <span role="heading" aria-level={2}>
          Alert {id}
        </span>
      }
      extra={
        <Button size="small" onClick={close}>
          Show all alerts
        </Button>
      }
    >
      {q.isError ? (
        <Alert type="info" showIcon title="This alert no longer exists" />
      ) : alert ? (
        <Flex vertical>
          <AlertCard
            alert={alert}
            doneLabel="RESOLVED"
            acknowledging={actions.acknowledging(alert.id)}
            deleting={actions.deleting(alert.id)}
            justAcknowledged={actions.justAcknowledged(alert.id)}
            onAcknowledge={actions.onAcknowledge}
            onDelete={actions.onDelete}
            onSchedule={onSchedule}
          />
        </Flex>
      ) : null}
    </Card>
  );
}
