import { Link } from 'react-router';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useOutboxCount, useOutboxSender } from './use-outbox';

/**
 * The top bar's count of writes waiting to be sent (a link to the outbox on the field
 * screen); it also runs the sender. Nothing is shown while the outbox is empty.
 */
export function OutboxIndicator() {
  useOutboxSender();
  const count = useOutboxCount();
  if (!count) return null;
  const text = count === 1 ? '1 waiting' : `${count} waiting`;
  return (
    <Link
      to="/field#outbox"
      className="outbox-indicator"
      data-testid="outbox-count"
      aria-label={`${text} to be sent: open the outbox`}
    >
      <CloudUploadOutlined aria-hidden="true" /> {text}
    </Link>
  );
}
