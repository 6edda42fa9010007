import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LoginModeTabs } from './login-mode-tabs.tsx';

type Mode = 'a' | 'b' | 'c';

function Harness() {
  const [mode, setMode] = useState<Mode>('a');
  return (
    <LoginModeTabs<Mode>
      activeKey={mode}
      onChange={setMode}
      items={[
        { key: 'a', label: 'Alpha', children: <input aria-label="alpha field" /> },
        { key: 'b', label: 'Beta', children: <p>beta panel</p> },
        { key: 'c', label: 'Gamma', children: <p>gamma panel</p> },
      ]}
    />
  );
}

describe('LoginModeTabs', () => {
  it('shows only the active panel, labelled by its tab', () => {
    render(<Harness />);
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    expect(alpha).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toContainElement(
      screen.getByLabelText('alpha field'),
    );
    expect(screen.queryByText('beta panel')).toBeNull();
  });

  it('switches on click and unmounts the panel it leaves', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('alpha field'), { target: { value: 'typed' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByText('beta panel')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
    expect(screen.getByLabelText('alpha field')).toHaveValue('');
  });

  it('moves with the arrow keys, wrapping around, with a roving tab stop', () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Alpha' }), { key: 'ArrowLeft' });
    const gamma = screen.getByRole('tab', { name: 'Gamma' });
    expect(gamma).toHaveAttribute('aria-selected', 'true');
    expect(gamma).toHaveFocus();
    expect(gamma).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(gamma, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
  });
});
