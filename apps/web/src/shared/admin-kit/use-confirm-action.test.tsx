import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app.tsx';
import { useConfirmAction } from './use-confirm-action.ts';

function Harness({ kind }: { kind: 'delete' | 'disable' }) {
  const confirm = useConfirmAction();
  return (
    <button
      type="button"
      onClick={() =>
        confirm(
          kind,
          async () => '操作成功',
          () => {},
        )
      }
    >
      run
    </button>
  );
}

/** Confirms the prompt, then reports whether the server message is still shown after `ms`. */
async function isShownAfter(kind: 'delete' | 'disable', ms: number): Promise<boolean> {
  renderWithApp(<Harness kind={kind} />);
  fireEvent.click(screen.getByRole('button', { name: 'run' }));
  fireEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
  await screen.findByText('操作成功');
  vi.useFakeTimers();
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  vi.useRealTimers();
  try {
    await waitFor(() => expect(screen.queryByText('操作成功')).toBeNull(), { timeout: 300 });
    return false;
  } catch {
    return true;
  }
}

describe('confirmed actions show the server message', () => {
  afterEach(() => vi.useRealTimers());

  it('for 1 s after a state toggle', async () => {
    expect(await isShownAfter('disable', 1_100)).toBe(false);
  });

  it('for 1.5 s after a delete', async () => {
    expect(await isShownAfter('delete', 1_100)).toBe(true);
  });
});
