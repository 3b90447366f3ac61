import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';

export interface RemoteBoundaryProps {
  /** Module Federation name of the remote (e.g. 'mf_maintenance'), for messages and test ids. */
  name: string;
  /** Human label of the screen or module, shown in the message. */
  label?: string;
  /**
   * Clears the failed load so the next render loads the remote again (the shell drops
   * its cached lazy component and re-registers the remote with the MF runtime).
   */
  onRetry?: () => void | Promise<void>;
  children: ReactNode;
}

interface State {
  error: unknown;
  retrying: boolean;
  /** Bumped on each retry: remounts the children so the remote is requested again. */
  attempt: number;
}

const UNAVAILABLE_TITLE_STYLE = {
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
} as const;

/** Spinner shown while a remote's code loads. */
export function RemoteLoading({ name }: { name?: string }) {
  return (
    <div
      role="status"
      aria-label="Loading module"
      data-testid="remote-loading"
      data-remote={name}
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}
    >
      <Spin size="large" />
    </div>
  );
}

/**
 * Error boundary (with the Suspense spinner) around one remote screen. When the remote
 * cannot be loaded — its server is down, its manifest is broken, or it throws while
 * rendering — it shows "This module is unavailable" and a Retry button that really
 * retries; every other screen of the console keeps working.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, State> {
  state: State = { error: null, retrying: false, attempt: 0 };

  // React itself reports the caught error on the console.
  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  private retry = async () => {
    this.setState({ retrying: true });
    try {
      await this.props.onRetry?.();
    } catch (err) {
      console.error(`Retrying ${this.props.name} failed`, err);
    }
    this.setState((s) => ({ error: null, retrying: false, attempt: s.attempt + 1 }));
  };

  render() {
    const { name, label, children } = this.props;
    const { error, retrying, attempt } = this.state;
    if (error) {
      return (
        <div data-testid="remote-unavailable" data-remote={name}>
          <Result
            status="warning"
            // the screen's own title could not be loaded: this message is the page's h1
            title={<h1 style={UNAVAILABLE_TITLE_STYLE}>This module is unavailable</h1>}
            subTitle={
              <>
                {label
                  ? `${label} could not be loaded right now. `
                  : 'This part of the console could not be loaded right now. '}
                The rest of the console keeps working: use the menu to open another screen, or retry.
              </>
            }
            extra={
              <Button
                type="primary"
                onClick={() => void this.retry()}
                loading={retrying ? { icon: <LoadingOutlined aria-hidden="true" /> } : false}
              >
                Retry
              </Button>
            }
          />
        </div>
      );
    }
    return (
      <Suspense key={attempt} fallback={<RemoteLoading name={name} />}>
        {children}
      </Suspense>
    );
  }
}
