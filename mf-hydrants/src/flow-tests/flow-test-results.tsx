import { Alert, Descriptions, Flex, Typography } from 'antd';
import type { FlowTestResult } from '@hydrant/hydraulics';
import { FlowClassTag } from '../dashboard/dialogs/flow-class-tag';
import { gpm } from './flow-test-values';

/** The computed results of the Record Flow Test dialog, updated as the user types (the same numbers the server stores). */
export function FlowTestResults({ result }: { result: FlowTestResult | null }) {
  if (!result) {
    return (
      <Typography.Text type="secondary" data-testid="flow-test-results">
        Enter static and residual pressure and each outlet&apos;s pitot reading to see the flows.
      </Typography.Text>
    );
  }
  return (
    <div data-testid="flow-test-results" aria-live="polite">
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}>
        {result.outlets.map((outlet, i) => (
          <Descriptions.Item key={i} label={`Outlet ${i + 1} flow`}>
            <span data-testid={`outlet-flow-${i}`}>{gpm(outlet.flow)}</span>
            {outlet.pumperFactor !== null ? (
              <Typography.Text type="secondary"> (pumper factor {outlet.pumperFactor})</Typography.Text>
            ) : null}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label="Total flow">
          <span data-testid="total-flow">{gpm(result.totalFlow)}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Flow at 20 psi">
          <span data-testid="flow-at-20">{gpm(result.flowAt20)}</span>
        </Descriptions.Item>
        {result.desiredResidual !== null ? (
          <Descriptions.Item label={`Flow at ${result.desiredResidual} psi`}>
            {gpm(result.flowAtDesired)}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label="NFPA Flow Class">
          <FlowClassTag flowClass={result.nfpaClass} />
        </Descriptions.Item>
      </Descriptions>
      {result.warnings.length > 0 ? (
        <Flex vertical gap={6} style={{ marginTop: 8 }}>
          {result.warnings.map((w) => (
            <Alert key={`${w.code}${w.outlet ?? ''}`} type="warning" showIcon title={w.message} />
          ))}
        </Flex>
      ) : null}
    </div>
  );
}
