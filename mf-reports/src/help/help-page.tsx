import { useMemo, useState } from 'react';
import { Card, Empty, Flex, Input, Tag, Typography } from 'antd';
import { Collapse } from '@hydrant/antd-more';
import { BulbOutlined, SearchOutlined } from '@ant-design/icons';
import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';
import { HELP_TOPICS, type HelpTopic } from './help-topics';
import { searchHelpTopics } from './help-search';

function TopicBody({ topic }: { topic: HelpTopic }) {
  return (
    <div data-testid={`help-topic-body-${topic.id}`}>
      <Typography.Paragraph>{topic.content}</Typography.Paragraph>
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 8 }}>
        Steps
      </Typography.Title>
      <ol style={{ paddingInlineStart: 22, marginBottom: 12 }}>
        {topic.steps.map((step) => (
          <li key={step} style={{ marginBottom: 4 }}>
            {step}
          </li>
        ))}
      </ol>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        Tips
      </Typography.Title>
      <ul style={{ paddingInlineStart: 0, listStyle: 'none', margin: 0 }}>
        {topic.tips.map((tip) => (
          <li key={tip} style={{ marginBottom: 4, display: 'flex', gap: 8 }}>
            <BulbOutlined aria-hidden="true" style={{ color: '#ad6800', marginTop: 4 }} />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Help Center (/help): search over title, content and keywords; collapsible topics (SPEC §2 Help). */
export function HelpPage() {
  useRemoteDiagnostics('Help');
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchHelpTopics(HELP_TOPICS, query), [query]);

  return (
    <div data-testid="help-page">
      <PageTitle>Help Center</PageTitle>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          Guides to every screen of the console: find a topic by searching, then open it for steps and tips.
        </Typography.Paragraph>
        <Input
          allowClear
          size="large"
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder="Search help topics..."
          aria-label="Search help topics"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          style={{ maxWidth: 560 }}
        />
        <div role="status" aria-live="polite" style={{ marginTop: 8 }}>
          <Typography.Text type="secondary" data-testid="help-result-count">
            {found.length === HELP_TOPICS.length
              ? `${found.length} topics`
              : `${found.length} of ${HELP_TOPICS.length} topics`}
          </Typography.Text>
        </div>
      </Card>

      {found.length === 0 ? (
        <Card data-testid="help-empty">
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <Flex vertical gap={4}>
                <Typography.Text strong style={{ fontSize: 16 }}>
                  No results found
                </Typography.Text>
                <Typography.Text type="secondary">Try different search terms to find help topics.</Typography.Text>
              </Flex>
            }
          />
        </Card>
      ) : (
        <Collapse
          data-testid="help-topics"
          items={found.map((topic) => ({
            key: topic.id,
            label: (
              <Flex justify="space-between" align="center" gap={8} wrap data-testid={`help-topic-${topic.id}`}>
                <Typography.Text strong style={{ fontSize: 15 }}>
                  {topic.title}
                </Typography.Text>
                <Tag color="blue">{topic.category}</Tag>
              </Flex>
            ),
            children: <TopicBody topic={topic} />,
          }))}
        />
      )}
    </div>
  );
}
