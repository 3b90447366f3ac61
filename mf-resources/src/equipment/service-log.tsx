import { useState } from 'react';
import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { Pagination, Skeleton } from '@hydrant/antd-more';
import { PlusOutlined } from '@ant-design/icons';
import { DemoDisabled, formatDate } from '@hydrant/ui';
import { SERVICE_KIND_OPTIONS } from './equipment-constants';
import { useServiceLog } from './equipment-api';
import { RecordServiceForm } from './record-service-form';
import type { Equipment } from './equipment-types';

const kindLabel = (kind: string) => SERVICE_KIND_OPTIONS.find((o) => o.value === kind)?.label ?? kind;
const PAGE_SIZE = 10;

/**
 * The item's service log, newest first, paged on the server, with 'Record service' (DECISIONS §10).
 * A plain list and a pager: antd's List is deprecated in antd 6.
 */
export function ServiceLog({ equipment }: { equipment: Equipment }) {
  const [page, setPage] = useState(1);
  const { currentData, isFetching, isError } = useServiceLog(equipment.id, page, PAGE_SIZE);
  const [recording, setRecording] = useState(false);
  return (
    <section aria-labelledby="service-log-title" data-testid="service-log">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={3} id="service-log-title" style={{ fontSize: 16, margin: 0 }}>
          Service Log
        </Typography.Title>
        {!recording ? (
          <DemoDisabled>
            <Button size="small" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setRecording(true)}>
              Record service
            </Button>
          </DemoDisabled>
        ) : null}
      </Flex>
      {recording ? <RecordServiceForm equipment={equipment} onDone={() => setRecording(false)} /> : null}
      {isFetching && !currentData ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} aria-busy="true" />
      ) : !currentData?.items.length ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={isError ? 'Failed to fetch the service log' : 'No services recorded'}
        />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {currentData.items.map((s, i) => (
            <li
              key={s.id}
              data-testid="service-record"
              style={{ padding: '8px 0', borderTop: i === 0 ? undefined : '1px solid #f0f0f0' }}
            >
              <Flex vertical gap={2}>
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong>{formatDate(s.serviceDate)}</Typography.Text>
                  <Typography.Text>{kindLabel(s.kind)}</Typography.Text>
                  <Tag color={s.result === 'pass' ? 'green' : 'red'}>{s.result === 'pass' ? 'Pass' : 'Fail'}</Tag>
                  <Typography.Text type="secondary">by {s.performedBy}</Typography.Text>
                  {s.cost !== null ? (
                    <Typography.Text type="secondary">
                      Cost: {s.cost.toLocaleString(undefined, { style: 'currency', currency: 'USD' })}
                    </Typography.Text>
                  ) : null}
                </Flex>
                {s.notes ? <Typography.Text type="secondary">{s.notes}</Typography.Text> : null}
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {(currentData?.total ?? 0) > PAGE_SIZE ? (
        <Pagination
          size="small"
          align="end"
          style={{ marginTop: 8 }}
          current={page}
          pageSize={PAGE_SIZE}
          total={currentData?.total}
          onChange={setPage}
        />
      ) : null}
    </section>
  );
}
