import { act, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { AppFeedback } from './app-feedback.tsx';
import { useAppFeedback } from './use-app-feedback.ts';

type Feedback = ReturnType<typeof useAppFeedback>;

function renderFeedback() {
  const captured: { api?: Feedback } = {};
  function Probe() {
    captured.api = useAppFeedback();
    return <span data-testid="probe" />;
  }
  render(
    // No motion: happy-dom fires no transition events, so closing dialogs would never finish.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AppFeedback>
        <Probe />
      </AppFeedback>
    </ConfigProvider>,
  );
  const api = captured.api;
  if (!api) throw new Error('no feedback API');
  return api;
}

describe('AppFeedback', () => {
  it('gives App.useApp()-style message and notification APIs', async () => {
    const { message } = renderFeedback();
    act(() => {
      void message.success('saved');
    });
    expect(await screen.findByText('saved')).toBeInTheDocument();
    expect(screen.getByTestId('probe').closest('.ant-app')).not.toBeNull();
  });

  it('loads Modal on the first confirm, then shows it and reports the choice', async () => {
    const { modal } = renderFeedback();
    let handle: ReturnType<Feedback['modal']['confirm']> | undefined;
    act(() => {
      handle = modal.confirm({ title: 'Leave?', content: 'Unsaved changes', okText: 'Yes' });
    });
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-confirm')).not.toBeNull();
    const confirmed = handle?.then(
      (value) => value,
      () => undefined,
    );
    act(() => screen.getByRole('button', { name: 'Yes' }).click());
    await expect(confirmed).resolves.toBe(true);
  });

  it('applies updates made before the dialog loaded, and a destroy before it loaded wins', async () => {
    const { modal } = renderFeedback();
    act(() => {
      modal.info({ title: 'First' }).update({ title: 'Updated' });
      const dropped = modal.info({ title: 'Dropped' });
      dropped.destroy();
    });
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Updated'),
    );
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Dropped')).toBeNull());
  });
});
