import { Button } from 'antd';
import type { ReactNode } from 'react';

/** The full-width primary submit button of a sign-in form. */
export function SubmitButton({
  loading,
  testId,
  children,
}: {
  loading: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button type="primary" htmlType="submit" block loading={loading} data-testid={testId}>
      {children}
    </Button>
  );
}
