import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app.tsx';
import { ListPager } from './list-pager.tsx';

describe('ListPager', () => {
  it('says the total, and "about" when the server estimated it', async () => {
    const { rerender } = renderWithApp(
      <ListPager current={1} pageSize={20} total={123} onChange={() => {}} testId="pager" />,
    );
    expect(await screen.findByText('共 123 条')).toBeTruthy();
    rerender(
      <ListPager current={1} pageSize={20} total={1_000_123} totalExact={false} onChange={() => {}} />,
    );
    expect(await screen.findByText('约 1000123 条')).toBeTruthy();
    // The pager still offers the pages of the estimate.
    expect(screen.getByTitle('50007')).toBeTruthy();
  });
});
