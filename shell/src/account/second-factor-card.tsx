import { useState } from 'react';
import { Card, Tag, Typography } from 'antd';
import { errorMessage, useGetOwnSecondFactorQuery } from '@hydrant/api-client';
import { formatDateTime } from '@hydrant/ui';
import { SecondFactorSetup } from './second-factor-setup';

/** The account page's two-factor card: on since when and how many recovery codes are left, or setting it up. */
export function SecondFactorCard() {
  const { data: status, isLoading, isError, error } = useGetOwnSecondFactorQuery();
  // The recovery codes stay on screen after the factor is on, until the user has saved them.
  const [showingCodes, setShowingCodes] = useState(false);
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 18 }}>Two-factor sign-in</h2>}
      style={{ marginBottom: 16 }}
      loading={isLoading}
      data-testid="second-factor-card"
    >
      {isError ? (
        <Typography.Text type="danger">{errorMessage(error, 'Could not load your two-factor sign-in')}</Typography.Text>
      ) : status?.enabled && !showingCodes ? (
        <>
          <Typography.Paragraph>
            <Tag color="green">On</Tag> Since {status.enabledAt ? formatDateTime(status.enabledAt) : 'an unknown time'}.
            You sign in with your password and a code from your authenticator app.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {status.recoveryCodesLeft === 1 ? '1 recovery code' : `${status.recoveryCodesLeft} recovery codes`} left.
            Lost your phone? Sign in with a recovery code and ask an administrator to reset your second factor, then set
            it up again.
          </Typography.Paragraph>
        </>
      ) : (
        <>
          <Typography.Paragraph>
            {status?.required ? <Tag color="gold">Required for your role</Tag> : <Tag>Off</Tag>} Add a code from an
            authenticator app on your phone to your password, so a stolen password alone cannot sign in as you.
          </Typography.Paragraph>
          <SecondFactorSetup onCodes={() => setShowingCodes(true)} onDone={() => setShowingCodes(false)} />
        </>
      )}
    </Card>
  );
}
