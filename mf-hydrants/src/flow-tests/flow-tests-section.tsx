import { useState } from 'react';
import { Alert, Button, Empty, Flex, Popconfirm, Tooltip } from 'antd';
import { Skeleton, Table } from '@hydrant/antd-more';
import { DeleteOutlined, ExperimentOutlined, WarningOutlined } from '@ant-design/icons';
import {
  useDeleteFlowTestMutation,
  useListFlowTestsQuery,
  type FlowTestDto,
} from '@hydrant/api-client/generated/flow-tests';
import { errorMessage } from '@hydrant/api-client';
import { DemoDisabled, formatDate } from '@hydrant/ui';
import { FlowClassTag } from '../dashboard/dialogs/flow-class-tag';
import { useToasts } from '../dashboard/use-toasts';
import { gpm } from './flow-test-values';
import { RecordFlowTestDialog } from './record-flow-test-dialog';
import { SupplyCurveChart } from './supply-curve-chart';

/** Hydrant Details' Flow Tests: the tests (latest first), the supply curve of the chosen one, and 'Record Flow Test'. */
export function FlowTestsSection({ hydrant }: { hydrant: { id: number; hydrantId: string } }) {
  const { data, error, isLoading } = useListFlowTestsQuery({ id: hydrant.id });
  const [deleteTest] = useDeleteFlowTestMutation();
  const [recording, setRecording] = useState(false);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const toast = useToasts();
  const tests = data ?? [];
  const shown = tests.find((t) => t.id === chosenId) ?? tests[0];

  async function remove(test: FlowTestDto) {
    try {
      await deleteTest({ id: hydrant.id, testId: test.id }).unwrap();
      toast.success('Flow test deleted');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to delete the flow test'));
    }
  }

  return (
    <div data-testid="flow-tests">
      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
        <DemoDisabled>
          <Button icon={<ExperimentOutlined aria-hidden="true" />} onClick={() => setRecording(true)}>
            Record Flow Test
          </Button>
        </DemoDisabled>
      </Flex>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : error ? (
        <Alert type="error" showIcon title={errorMessage(error, 'Failed to load flow tests')} />
      ) : tests.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No flow tests recorded" />
      ) : (
        <>
          <Table<FlowTestDto>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={tests}
            scroll={{ x: true }}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: shown ? [shown.id] : [],
              onChange: (keys) => setChosenId(Number(keys[0])),
              columnTitle: 'Curve',
              getCheckboxProps: (t) => ({
                'aria-label': `Show the supply curve of the test of ${formatDate(t.testDate)}`,
              }),
            }}
            columns={[
              { title: 'Date', dataIndex: 'testDate', render: (d: string) => formatDate(d) },
              { title: 'Tester', dataIndex: 'tester' },
              { title: 'Test Hydrant', dataIndex: 'residualHydrantLabel' },
              {
                title: 'Static / Residual',
                key: 'pressures',
                render: (_, t) => `${t.staticPressure} / ${t.residualPressure} psi`,
              },
              { title: 'Total Flow', dataIndex: 'totalFlow', render: (q: number) => gpm(q) },
              { title: 'At 20 psi', dataIndex: 'flowAt20', render: (q: number | null) => gpm(q) },
              {
                title: 'Class',
                dataIndex: 'nfpaClass',
                render: (c: FlowTestDto['nfpaClass'], t) => (
                  <Flex gap={4} align="center">
                    {c ? <FlowClassTag flowClass={c} compact /> : 'No result'}
                    {t.warnings.length > 0 ? (
                      <Tooltip title={t.warnings.map((w) => w.message).join('; ')}>
                        <WarningOutlined
                          style={{ color: '#ad6800' }}
                          aria-label={t.warnings.map((w) => w.message).join('; ')}
                        />
                      </Tooltip>
                    ) : null}
                  </Flex>
                ),
              },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, t) => (
                  <DemoDisabled>
                    <Popconfirm title="Delete this flow test?" okText="Delete" onConfirm={() => void remove(t)}>
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden="true" />}
                        aria-label={`Delete the flow test of ${formatDate(t.testDate)}`}
                      />
                    </Popconfirm>
                  </DemoDisabled>
                ),
              },
            ]}
          />
          {shown ? (
            <div style={{ marginTop: 12 }}>
              {shown.warnings.map((w) => (
                <Alert
                  key={`${w.code}${w.outlet ?? ''}`}
                  type="warning"
                  showIcon
                  title={w.message}
                  style={{ marginBottom: 6 }}
                />
              ))}
              <SupplyCurveChart
                staticPressure={shown.staticPressure}
                residualPressure={shown.residualPressure}
                totalFlow={shown.totalFlow}
                flowAt20={shown.flowAt20}
              />
            </div>
          ) : null}
        </>
      )}
      <RecordFlowTestDialog hydrant={hydrant} open={recording} onClose={() => setRecording(false)} />
    </div>
  );
}
