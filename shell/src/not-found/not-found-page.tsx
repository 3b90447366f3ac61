import { Link } from 'react-router';
import { Result } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';

/** Any path that is not a screen (SPEC §2). */
export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 className="not-found-title">Page Not Found</h1>}
      subTitle="The page you are looking for does not exist or has moved."
      extra={
        <Link to="/" className="link-button">
          <ArrowLeftOutlined aria-hidden="true" /> Back to Dashboard
        </Link>
      }
    />
  );
}
