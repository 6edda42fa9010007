import { type BillRuleInfo, DEFAULT_SYS_CONFIG, formatDate, resourceCodes } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import BillRulePage from './bill-rule.page.tsx';

const CODES = resourceCodes('billRule');
const rule = (id: string, fullName: string, overrides: Partial<BillRuleInfo> = {}): BillRuleInfo => ({
  id,
  fullName,
  enCode: `code${id}`,
  category: 'e-purchase',
  prefix: 'CG',
  dateFormat: 'yyyyMMdd',
  digit: 4,
  startNumber: '0001',
  example: 'CG202601010001',
  thisNumber: null,
  outputNumber: null,
  sortCode: 0,
  enabledMark: 1,
  description: null,
  creatorTime: 1_767_225_600_000,
  lastModifyTime: null,
  ...overrides,
});

const CATEGORIES = 'GET /api/system/DictionaryData/businessType/Data/Selector';
const categories = envelope({
  list: [{ id: 'e-purchase', parentId: '0', fullName: '采购', enCode: 'purchase', hasChildren: false }],
});

const renderPage = (buttons: string[], columns: Iterable<string> = CODES.columns) =>
  renderAdminPage(<BillRulePage />, { modelId: 'm-bill', buttons, columns, forms: CODES.forms });

describe('document-number rule page', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the rules with their category names and last numbers', async () => {
    stubFetch({
      [CATEGORIES]: categories,
      'GET /api/system/BillRule': pageOf([rule('r1', '采购申请', { outputNumber: 'CG202601010007' })]),
    });
    renderPage([]);
    expect(await screen.findByText('采购申请')).toBeInTheDocument();
    expect(screen.getByText('CG202601010007')).toBeInTheDocument();
    expect(await screen.findByText('采购')).toBeInTheDocument();
  });

  it('shows the example as the user types and sends the rule from the 600 px dialog', async () => {
    const { calls } = stubFetch({
      [CATEGORIES]: categories,
      'GET /api/system/BillRule': pageOf([]),
      'POST /api/system/BillRule': envelope({ id: 'r2' }, '新建成功'),
    });
    renderPage(['btn_add']);
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('bill-rule-dialog');
    expect(document.querySelector<HTMLElement>('.ant-modal')?.style.width).toBe('600px');
    const example = () => (within(dialog).getByTestId('bill-rule-example') as HTMLInputElement).value;
    fireEvent.change(within(dialog).getByLabelText('业务名称'), { target: { value: '报销单' } });
    fireEvent.change(within(dialog).getByLabelText('业务编码'), { target: { value: 'BXD' } });
    fireEvent.change(within(dialog).getByLabelText('流水前缀'), { target: { value: 'BX' } });
    await waitFor(() => expect(example()).toBe('BX'));
    fireEvent.change(within(dialog).getByLabelText('流水位数'), { target: { value: '3' } });
    await waitFor(() => expect(example()).toBe('BX000'));
    fireEvent.change(within(dialog).getByLabelText('流水起始'), { target: { value: '7' } });
    await waitFor(() => expect(example()).toBe('BX007'));
    fireEvent.mouseDown(within(dialog).getByLabelText('流水日期'));
    fireEvent.click(await screen.findByTitle('yyyymm'));
    const month = formatDate(new Date(), 'yyyyMM', { timeZone: DEFAULT_SYS_CONFIG.timeZone });
    await waitFor(() => expect(example()).toBe(`BX${month}007`));
    fireEvent.mouseDown(within(dialog).getByLabelText('业务分类'));
    fireEvent.click(await screen.findByTitle('采购'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/system/BillRule')).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, 'POST /api/system/BillRule')[0]?.body ?? '{}')).toEqual({
      fullName: '报销单',
      enCode: 'BXD',
      category: 'e-purchase',
      prefix: 'BX',
      dateFormat: 'yyyyMM',
      digit: 3,
      startNumber: '007',
      sortCode: 0,
      enabledMark: 1,
      description: null,
    });
  });

  it('dates the example with the platform time zone, not the browser clock', async () => {
    // 20:00 UTC on 30 November is already 1 December in Asia/Shanghai and still November in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T20:00:00Z'));
    try {
      stubFetch({ [CATEGORIES]: categories, 'GET /api/system/BillRule': pageOf([]) });
      renderAdminPage(<BillRulePage />, {
        modelId: 'm-bill',
        buttons: ['btn_add'],
        columns: CODES.columns,
        forms: CODES.forms,
        current: currentUserFixture({ sysConfigInfo: { timeZone: 'Asia/Shanghai' } }),
      });
      fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
      const dialog = await screen.findByTestId('bill-rule-dialog');
      fireEvent.change(within(dialog).getByLabelText('流水前缀'), { target: { value: 'BX' } });
      fireEvent.mouseDown(within(dialog).getByLabelText('流水日期'));
      fireEvent.click(await screen.findByTitle('yyyymm'));
      await waitFor(() =>
        expect((within(dialog).getByTestId('bill-rule-example') as HTMLInputElement).value).toBe('BX202612'),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a start of zeros and an empty name without calling the server', async () => {
    const { calls } = stubFetch({ [CATEGORIES]: categories, 'GET /api/system/BillRule': pageOf([]) });
    renderPage(['btn_add']);
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('bill-rule-dialog');
    fireEvent.change(within(dialog).getByLabelText('流水起始'), { target: { value: '000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('流水起始不能为0')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入业务名称')).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/system/BillRule')).toHaveLength(0);
  });

  it('disables after asking, behind its button only', async () => {
    const { calls } = stubFetch({
      [CATEGORIES]: categories,
      'GET /api/system/BillRule': pageOf([rule('r1', '采购申请')]),
      'PUT /api/system/BillRule/r1/Actions/State': envelope({ enabledMark: 0 }, '更新成功'),
    });
    renderPage(['btn_state']);
    expect(await screen.findByText('采购申请')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s?建/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s?入/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '禁用' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PUT /api/system/BillRule/r1/Actions/State')).toHaveLength(1));
  });

  it('imports a .bb file as a copy from the import dialog, behind its button', async () => {
    const { calls } = stubFetch({
      [CATEGORIES]: categories,
      'GET /api/system/BillRule': pageOf([]),
      'POST /api/system/BillRule/Actions/Import': envelope({ id: 'r9' }, '导入成功'),
    });
    renderPage(['btn_import']);
    fireEvent.click(await screen.findByRole('button', { name: /导\s?入/ }));
    const dialog = await screen.findByTestId('bill-rule-import');
    fireEvent.click(within(dialog).getByLabelText('导入为副本'));
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['{"id":"a"}'], 'rule.bb', { type: 'application/octet-stream' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(callsTo(calls, 'POST /api/system/BillRule/Actions/Import')).toHaveLength(1));
    expect(callsTo(calls, 'POST /api/system/BillRule/Actions/Import')[0]?.url.searchParams.get('type')).toBe(
      '1',
    );
    expect(await screen.findByText('导入成功')).toBeInTheDocument();
  });

  it('shows 暂无数据 for an empty list and a retry when the list fails', async () => {
    stubFetch({ [CATEGORIES]: categories, 'GET /api/system/BillRule': pageOf([]) });
    const { unmount } = renderPage([]);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    unmount();
    stubFetch({ [CATEGORIES]: categories, 'GET /api/system/BillRule': envelope(null, '服务器繁忙', 500) });
    renderPage([]);
    expect(await screen.findByRole('button', { name: /重\s?试/ })).toBeInTheDocument();
  });
});
