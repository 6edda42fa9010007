import { act, render, screen, waitFor } from '@testing-library/react';
import { Button, Empty, Pagination, theme } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../platform/i18n/index.ts';
import { DEFAULT_SETTINGS, useSettings } from '../platform/stores/settings-store.ts';
import { Providers } from './providers.tsx';

function PrimaryColor() {
  const { token } = theme.useToken();
  return <output data-testid="primary">{token.colorPrimary}</output>;
}

function renderProviders() {
  return render(
    <Providers>
      <PrimaryColor />
      <Button data-testid="button">OK</Button>
      <Empty />
      <Pagination total={50} showSizeChanger={false} />
    </Providers>,
  );
}

/** What the shell settings do to every antd component. */
describe('app providers', () => {
  beforeEach(() => {
    initI18n('zh-CN');
    useSettings.setState(DEFAULT_SETTINGS);
  });
  afterEach(async () => {
    await act(() => changeLanguage('zh-CN'));
  });

  it('starts on the default blue #1890ff and follows the chosen theme colour', () => {
    renderProviders();
    expect(screen.getByTestId('primary')).toHaveTextContent('#1890ff');
    act(() => useSettings.getState().change('themeClass', 'red'));
    expect(screen.getByTestId('primary')).toHaveTextContent('#f5222d');
    act(() => useSettings.getState().change('themeClass', 'purple'));
    expect(screen.getByTestId('primary')).toHaveTextContent('#722ed1');
  });

  it('maps the four sizes onto antd control sizes', () => {
    renderProviders();
    const button = screen.getByTestId('button');
    expect(button).toHaveClass('ant-btn-lg');
    act(() => useSettings.getState().change('size', 'medium'));
    expect(button).not.toHaveClass('ant-btn-lg');
    expect(button).not.toHaveClass('ant-btn-sm');
    act(() => useSettings.getState().change('size', 'mini'));
    expect(button).toHaveClass('ant-btn-sm');
  });

  it('gives antd the locale of the interface language', async () => {
    renderProviders();
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(screen.getByTitle('下一页')).toBeInTheDocument();
    await act(() => changeLanguage('en-US'));
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(screen.getByTitle('Next Page')).toBeInTheDocument();
    await act(() => changeLanguage('zh-TW'));
    await waitFor(() =>
      expect(screen.getByText('暫無資料', { selector: '.ant-empty-description' })).toBeInTheDocument(),
    );
  });
});
