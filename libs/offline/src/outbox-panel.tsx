import { useState } from 'react';
import { Alert, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useSession } from '@hydrant/api-client';
import { formatDateTime } from '@hydrant/ui';
import { ConflictView } from './conflict-view';
import { FIELD_CONFIRM } from './field-confirm';
import type { OutboxEntry } from './db';
import { discard, retry } from './outbox';
import { useOutboxEntries, useSendOutbox } from './use-outbox';

function stateTag(entry: OutboxEntry, mine: boolean) {
  if (!mine) return <Tag color="default">Queued by {entry.user}</Tag>;
  if (entry.state === 'conflict') return <Tag color="orange">Needs your choice</Tag>;
  if (entry.state === 'failed') return <Tag color="red">Refused</Tag>;
  if (entry.state === 'sending') return <Tag color="blue">Sending</Tag>;
  return <Tag color="blue">Waiting</Tag>;
}

function EntryRow({ entry, mine, onSend }: { entry: OutboxEntry; mine: boolean; onSend: () => void }) {
  return (
    <li className="outbox-entry" data-testid="outbox-entry">
      <div className="outbox-entry-head">
        <strong>{entry.label}</strong> {stateTag(entry, mine)}
      </div>
      <Typography.Text type="secondary">
        Done {formatDateTime(entry.fieldTime)}
        {entry.photos.length ? ` · ${entry.photos.length} photo${entry.photos.length > 1 ? 's' : ''}` : ''}
      </Typography.Text>
      {!mine ? (
        <Typography.Paragraph className="outbox-held">
          Kept on this device: it is sent when {entry.user} signs in here again.
        </Typography.Paragraph>
      ) : null}
      {mine && entry.state === 'failed' ? <Alert type="error" showIcon title={entry.error ?? 'Refused'} /> : null}
      {mine && entry.state === 'conflict' ? <ConflictView entry={entry} onResolved={onSend} /> : null}
      <Space wrap className="outbox-entry-actions">
        {mine && entry.state === 'failed' ? (
          <Button size="large" onClick={() => void retry(entry.seq!).then(onSend)}>
            Try again
          </Button>
        ) : null}
        <Popconfirm
          title="Discard this change?"
          description="It has not reached the server and will be lost."
          okText="Discard"
          {...FIELD_CONFIRM}
          cancelText="Keep"
          onConfirm={() => void discard(entry.seq!)}
        >
          <Button size="large" danger>
            Discard
          </Button>
        </Popconfirm>
      </Space>
    </li>
  );
}

/**
 * The outbox: what waits to be sent, 'Send now', conflicts to resolve, refusals to retry
 * or discard. Another user's writes are shown as kept, never sent.
 */
export function OutboxPanel() {
  const entries = useOutboxEntries();
  const { user } = useSession();
  const send = useSendOutbox();
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const count = entries?.length ?? 0;

  async function sendNow() {
    setSending(true);
    setNote(null);
    try {
      const result = await send();
      if (result.stopped === 'offline')
        setNote('No connection: your changes are kept and sent when the network returns.');
      else if (result.stopped === 'server') setNote('The server could not take them now: they are sent again shortly.');
    } finally {
      setSending(false);
    }
  }

  return (
    <section id="outbox" className="outbox-panel" aria-labelledby="outbox-title" data-testid="outbox-panel">
      <div className="outbox-panel-head">
        <Typography.Title level={3} id="outbox-title" className="outbox-title">
          Outbox
        </Typography.Title>
        <span data-testid="outbox-waiting">{count === 0 ? 'All sent' : `${count} waiting`}</span>
      </div>
      {note ? <Alert type="warning" showIcon title={note} /> : null}
      {count > 0 ? (
        <>
          <Button type="primary" size="large" block loading={sending} onClick={() => void sendNow()}>
            Send now
          </Button>
          <ul className="outbox-list">
            {entries!.map((entry) => (
              <EntryRow
                key={entry.seq}
                entry={entry}
                mine={entry.user === user?.username}
                onSend={() => void sendNow()}
              />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
