import { Spin } from 'antd';

/** What shows while the app starts (user info, the shell or a public page loading): centred in the window. */
export function FullScreenSpinner() {
  return (
    <div
      style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      data-testid="app-loading"
    >
      <Spin size="large" />
    </div>
  );
}
