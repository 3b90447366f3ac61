import { Button, Card, Popconfirm, Result, Tag, Typography } from 'antd';
import { Table } from '@hydrant/antd-more';
import { errorMessage, ROLE_LABELS, useIsDemo, useSession } from '@hydrant/api-client';
import { useEndOwnSessionMutation, useListOwnSessionsQuery } from '@hydrant/api-client/generated/auth';
import type { UserSessionDto } from '@hydrant/api-client/generated/auth';
import { formatDateTime, PageTitle, useScreenToasts } from '@hydrant/ui';
import { ChangePasswordAction } from './change-password-modal';
import { SecondFactorCard } from './second-factor-card';

/**
 * Your account (/account): who you are, your password, and the browsers signed in as you.
 * Any other session can be ended here (that browser is signed out at its next request);
 * this one ends with Sign Out.
 */
export function AccountPage() {
  const { user } = useSession();
  const isDemo = useIsDemo();
  if (!user || isDemo) {
    return (
      <Result
        status="info"
        title={<h1 className="not-found-title">Your account</h1>}
        subTitle="A demo session has no account: sign in with your own username to see your sessions."
      />
    );
  }
  return (
    <div data-testid="account-page">
      <PageTitle>Your account</PageTitle>
      <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Sign-in</h2>} style={{ marginBottom: 16 }}>
        <Typography.Paragraph>
          Signed in as <strong>{user.username}</strong> ({ROLE_LABELS[user.role]}).
        </Typography.Paragraph>
        {user.directory ? (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} data-testid="directory-account">
            You sign in through your organization’s directory: your password and any second factor are managed there.
          </Typography.Paragraph>
        ) : (
          <>
            <div style={{ maxWidth: 240 }}>
              <ChangePasswordAction ghost={false} />
            </div>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              Changing your password signs you out everywhere else.
            </Typography.Paragraph>
          </>
        )}
      </Card>
      {user.directory ? null : <SecondFactorCard />}
      <SessionsCard />
    </div>
  );
}

function SessionsCard() {
  const { data: sessions = [], isLoading, isError, error } = useListOwnSessionsQuery();
  const [endSession] = useEndOwnSessionMutation();
  const toasts = useScreenToasts('account');

  async function end(session: UserSessionDto) {
    try {
      await endSession({ id: session.id }).unwrap();
      toasts.success(`Signed out ${session.browser}`);
    } catch (err) {
      toasts.error(errorMessage(err, 'Could not end the session'));
    }
  }

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Where you are signed in</h2>}>
      {isError ? (
        <Typography.Text type="danger">{errorMessage(error, 'Could not load your sessions')}</Typography.Text>
      ) : (
        <Table<UserSessionDto>
          rowKey="id"
          loading={isLoading}
          dataSource={sessions}
          pagination={false}
          size="middle"
          scroll={{ x: 720 }}
          aria-label="Your sessions"
          data-testid="sessions-table"
          columns={[
            {
              title: 'Browser',
              dataIndex: 'browser',
              render: (browser: string, session) => (
                <span>
                  {browser} {session.current ? <Tag color="blue">This session</Tag> : null}
                </span>
              ),
            },
            { title: 'Address', dataIndex: 'address', render: (address: string | null) => address ?? 'Unknown' },
            {
              title: 'Started',
              dataIndex: 'startedAt',
              render: (at: string | null) => (at ? formatDateTime(at) : 'Unknown'),
            },
            { title: 'Last active', dataIndex: 'lastActiveAt', render: (at: string) => formatDateTime(at) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_: unknown, session) =>
                session.current ? (
                  <Typography.Text type="secondary">Use Sign Out</Typography.Text>
                ) : (
                  <Popconfirm
                    title={`Sign out ${session.browser}?`}
                    description="That browser must sign in again."
                    okText="Sign out"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => void end(session)}
                  >
                    <Button
                      danger
                      size="small"
                      aria-label={`Sign out ${session.browser} started ${session.startedAt ? formatDateTime(session.startedAt) : 'at an unknown time'}`}
                    >
                      Sign out
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}
