import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormEngineWarmup, warmUpFormEngine } from './form-engine-warmup.tsx';

describe('form engine warm-up', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses a valid sample design of the common field kinds', () => {
    const result = warmUpFormEngine();
    expect(result.success).toBe(true);
    if (result.success) expect(result.model.fields).toHaveLength(8);
  });

  it('runs when the browser is idle, renders nothing, and gives the idle callback back on unmount', async () => {
    const idle = vi.fn((callback: () => void) => {
      setTimeout(callback, 0);
      return 7;
    });
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { container, unmount } = render(<FormEngineWarmup />);
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(idle).toHaveBeenCalledTimes(1));
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
