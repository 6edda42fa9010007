import { Alert, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../platform/http/api-error.ts';

/*
 * A form that sends what was typed to the server: one call at a time, a spinner over the form while it
 * runs, and the server's refusal above the form, which keeps the values as typed.
 */

/** The server's refusal of what was sent, above the form that stays as typed. */
export function RefusalAlert({ text, testId }: { text: string | undefined; testId: string }) {
  if (!text) return null;
  return <Alert type="error" showIcon title={text} style={{ marginBottom: 16 }} data-testid={testId} />;
}

/**
 * A call that runs once at a time: `run` ignores a call while one runs and keeps the server's refusal
 * (or the generic failure) in `error` until the next call.
 */
export function useRefusableCall() {
  const { t } = useTranslation('common');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (action: () => Promise<void>) => {
    if (isBusy) return;
    setIsBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('requestFailed'));
    } finally {
      setIsBusy(false);
    }
  };
  return { isBusy, error, run };
}

interface SavingFrameProps {
  isSaving: boolean;
  error: string | undefined;
  errorTestId: string;
  children: ReactNode;
}

/** The form under a spinner while it saves, with the server's refusal above it. */
export function SavingFrame({ isSaving, error, errorTestId, children }: SavingFrameProps) {
  return (
    <Spin spinning={isSaving}>
      <RefusalAlert text={error} testId={errorTestId} />
      {children}
    </Spin>
  );
}
