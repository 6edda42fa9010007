import { ButtonCode, type ButtonCodeValue } from '@platform/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { Auth } from '../../../shared/permission/auth.tsx';

interface SysConfigTestButtonProps {
  label: string;
  testId: string;
  /** The button that shows it: the menu's edit button unless told. */
  code?: ButtonCodeValue;
  /** Calls the server's test with what the form holds now; resolves with its message. */
  run: () => Promise<{ msg: string }>;
}

/**
 * A connection test of a settings screen (mail, WeCom, DingTalk, 微信配置), behind a button of the menu:
 * the server's success message, or its reason (the request helper shows a refusal).
 */
export function SysConfigTestButton({
  label,
  testId,
  code = ButtonCode.edit,
  run,
}: SysConfigTestButtonProps) {
  const { message } = useAppFeedback();
  const [isTesting, setTesting] = useState(false);
  const test = async () => {
    setTesting(true);
    try {
      message.success((await run()).msg);
    } catch {
      // Shown by the request helper.
    } finally {
      setTesting(false);
    }
  };
  return (
    <Auth code={code}>
      <Button loading={isTesting} onClick={() => void test()} data-testid={testId}>
        {label}
      </Button>
    </Auth>
  );
}
