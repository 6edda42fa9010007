import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app.tsx';
import { IconPicker } from './icon-picker.tsx';

function Field({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <IconPicker value={value} onChange={setValue} placeholder="请选择图标" />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe('IconPicker', { timeout: 20_000 }, () => {
  it('opens on the page of the current icon, marks it, and clears the field', async () => {
    renderWithApp(<Field initial="HomeOutlined" />);
    expect(screen.getByTestId('menu-icon-picker')).toHaveValue('HomeOutlined');
    fireEvent.click(screen.getByTestId('menu-icon-picker-open'));
    const grid = await screen.findByTestId('icon-picker-grid');
    expect(within(grid).getByTitle('HomeOutlined')).toHaveAttribute('aria-pressed', 'true');
    expect(within(grid).getAllByRole('button', { pressed: true })).toHaveLength(1);

    fireEvent.click(screen.getByTestId('menu-icon-picker-clear'));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('null'));
    expect(screen.getByTestId('menu-icon-picker')).toHaveValue('');
    expect(screen.queryByTestId('menu-icon-picker-clear')).not.toBeInTheDocument();
  });
});
