import { Button, Flex, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { addMonths, monthTitle } from './calendar-grid';

/** Previous and next month arrows around the month-year title (SPEC §2). */
export function MonthNav({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  return (
    <Flex align="center" justify="space-between" gap={8} style={{ marginBottom: 8 }}>
      <Button
        aria-label="Previous month"
        icon={<LeftOutlined aria-hidden="true" />}
        onClick={() => onMonth(addMonths(month, -1))}
      />
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }} data-testid="month-title" aria-live="polite">
        {monthTitle(month)}
      </Typography.Title>
      <Button
        aria-label="Next month"
        icon={<RightOutlined aria-hidden="true" />}
        onClick={() => onMonth(addMonths(month, 1))}
      />
    </Flex>
  );
}
