import type { TranslationEntry } from '@platform/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import LanguagePage from './language.page.tsx';

const LIST = 'GET /api/system/Translation';

const entry = (
  entityId: string,
  zhCN: string,
  zhTW: string | null,
  enUS: string | null,
): TranslationEntry => ({
  id: `dictionaryData:${entityId}`,
  entity: 'dictionaryData',
  entityId,
  field: 'fullName',
  enCode: `sex.${entityId}`,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});

const renderPage = (buttons: string[]) =>
  renderAdminPage(<LanguagePage />, { modelId: 'm-language', buttons });

describe('translations page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('zh-CN');
  });

  it('lists names with their three texts, marks missing ones and filters by missing and keyword', async () => {
    const { calls } = stubFetch({
      [LIST]: pageOf([entry('1', '男', '男', 'Male'), entry('2', '女', null, null)]),
    });
    renderPage([]);
    expect(await screen.findByText('Male')).toBeInTheDocument();
    expect(screen.getAllByText('未翻译')).toHaveLength(2);
    expect(screen.getAllByText('字典项').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('language-missing-filter'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('missing')).toBe('1'));
    const keyword = screen.getByTestId('language-search-keyword');
    fireEvent.change(keyword, { target: { value: 'Male' } });
    fireEvent.keyDown(keyword, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('keyword')).toBe('Male'));
    expect(calls.at(-1)?.url.searchParams.get('missing')).toBe('1');
    expect(screen.queryByTestId('language-export')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });

  it('edits the two translations of one name and sends them', async () => {
    const { calls } = stubFetch({
      [LIST]: pageOf([entry('2', '女', null, null)]),
      'PUT /api/system/Translation/dictionaryData/2': envelope(null, '更新成功'),
    });
    renderPage(['btn_edit']);
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    const dialog = await screen.findByTestId('language-dialog');
    expect(within(dialog).getByTestId('language-source')).toHaveTextContent('女');
    fireEvent.change(within(dialog).getByLabelText('繁體中文'), { target: { value: '女' } });
    fireEvent.change(within(dialog).getByLabelText('English'), { target: { value: 'Female' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')?.body ?? '{}')).toEqual({
      'zh-TW': '女',
      'en-US': 'Female',
    });
  });

  it('exports behind its button', async () => {
    const { calls } = stubFetch({
      [LIST]: pageOf([]),
      'GET /api/system/Translation/Actions/Export': envelope(
        { name: 't.json', url: '/api/file/x' },
        '导出成功',
      ),
      'GET /api/file/x': envelope({}),
    });
    renderPage(['btn_export', 'btn_import']);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByTestId('language-import')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('language-export'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/system/Translation/Actions/Export')).toBe(true),
    );
  });

  it('shows the load error, and speaks zh-TW and en-US', async () => {
    stubFetch({ [LIST]: envelope(null, '服务器错误', 500) });
    const failed = renderPage([]);
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    failed.unmount();
    vi.unstubAllGlobals();
    stubFetch({ [LIST]: pageOf([entry('2', '女', null, null)]) });
    renderPage([]);
    expect(await screen.findByText('女')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(screen.getAllByText('未翻譯').length).toBeGreaterThan(0);
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getAllByText('Missing').length).toBeGreaterThan(0);
    expect(screen.getByText('Dictionary entry')).toBeInTheDocument();
  });
});
