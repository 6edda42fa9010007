import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_ICON_NAMES } from '../../../shared/menu-icon/menu-icon.tsx';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import IconsPage from './icons.page.tsx';

const cellNames = () =>
  within(screen.getByTestId('system-icons'))
    .queryAllByRole('button', { pressed: false })
    .map((cell) => cell.getAttribute('title'));

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: spy } });
  return spy;
}

describe('system icons page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first page of the menu icons with their names, and pages on', async () => {
    renderWithApp(<IconsPage />);
    expect(screen.getByText(`共 ${MENU_ICON_NAMES.length} 个图标`)).toBeInTheDocument();
    expect(cellNames()).toEqual(MENU_ICON_NAMES.slice(0, 60));
    expect(screen.getByText('HomeOutlined')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(cellNames()).toEqual(MENU_ICON_NAMES.slice(60, 120)));
  });

  it('searches by name ignoring case, and says 暂无数据 when nothing matches', async () => {
    renderWithApp(<IconsPage />);
    const search = within(screen.getByTestId('system-icons-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: ' home ' } });
    expect(cellNames()).toEqual(['HomeOutlined']);
    expect(screen.getByText('共 1 个图标')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'no-such-icon' } });
    expect(cellNames()).toEqual([]);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('copies the name of a clicked icon and says 复制成功', async () => {
    const writeText = stubClipboard(async () => undefined);
    renderWithApp(<IconsPage />);
    fireEvent.click(screen.getByTitle('HomeOutlined'));
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('HomeOutlined');
  });

  it('says so when the browser refuses the clipboard', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    renderWithApp(<IconsPage />);
    fireEvent.click(screen.getByTitle('AppstoreOutlined'));
    expect(await screen.findByText('复制失败, 请手动复制')).toBeInTheDocument();
  });
});
