import { useState } from 'react';
import { Button, Modal } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useIsDemo } from '@hydrant/api-client';
import { DEMO_READ_ONLY } from '@hydrant/ui';
import { ChangePasswordForm } from './change-password-form';

/** The sidebar footer's 'Change password' action and its modal (not for demo sessions, which have no password). */
export function ChangePasswordAction({ onOpen, ghost = true }: { onOpen?: () => void; ghost?: boolean }) {
  const [open, setOpen] = useState(false);
  const isDemo = useIsDemo();
  return (
    <>
      <Button
        block
        ghost={ghost}
        icon={<KeyOutlined aria-hidden="true" />}
        disabled={isDemo}
        title={isDemo ? DEMO_READ_ONLY : undefined}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        Change password
      </Button>
      <Modal title="Change password" open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <ChangePasswordForm onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
