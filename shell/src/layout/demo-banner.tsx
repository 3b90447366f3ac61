import { useEffect, useState } from 'react';
import { ClockCircleOutlined } from '@ant-design/icons';
import { checkSession, demoMinutesLeft, useSession, useSessionDispatch } from '@hydrant/api-client';

const MINUTE = 60_000;

/**
 * Demo users only: a banner with the minutes left, counted down locally from the
 * demoTimeLeft received with the user and refreshed every minute. At 0 the user is
 * fetched again; the expired session answers 401, which signs the user out.
 */
export function DemoBanner() {
  const session = useSession();
  const dispatch = useSessionDispatch();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);

  const minutes = demoMinutesLeft(session, now);

  useEffect(() => {
    if (minutes === 0) void dispatch(checkSession({ silent: true }));
    // `now` makes it re-check once a minute while the server still reports time left
  }, [minutes, now, dispatch]);

  if (minutes === null) return null;
  return (
    <div className="demo-banner" role="status" data-testid="demo-banner">
      <ClockCircleOutlined aria-hidden="true" />
      <span>
        <strong>Demo mode:</strong> read-only access — {minutes} {minutes === 1 ? 'minute' : 'minutes'} left
      </span>
    </div>
  );
}
