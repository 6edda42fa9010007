import type { BillRuleOption } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { BillRuleTemplatePicker } from './bill-rule-template-picker.tsx';

const option = (id: string, fullName: string, category: string): BillRuleOption => ({
  id,
  fullName,
  enCode: `code${id}`,
  category,
  startNumber: '0001',
  digit: 4,
  example: 'X0001',
});

const SELECTOR = 'GET /api/system/BillRule/Selector';

describe('document-number template picker', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists enabled rules by category and keyword, and gives the chosen rule code', async () => {
    const { calls } = stubFetch({
      'GET /api/system/DictionaryData/businessType/Data/Selector': envelope({
        list: [{ id: 'e-sales', parentId: '0', fullName: '销售', enCode: 'sales', hasChildren: false }],
      }),
      [SELECTOR]: (call) =>
        call.url.searchParams.get('categoryId') === 'e-sales'
          ? pageOf([option('r2', '销售订单', 'e-sales')])
          : pageOf([option('r1', '采购申请', 'e-purchase'), option('r2', '销售订单', 'e-sales')]),
    });
    const onChange = vi.fn();
    renderAdminPage(<BillRuleTemplatePicker onChange={onChange} />, { modelId: 'm', buttons: [] });
    fireEvent.click(screen.getByTestId('bill-rule-picker-input'));
    const picker = await screen.findByTestId('bill-rule-picker');
    expect(await within(picker).findByText('采购申请')).toBeInTheDocument();
    fireEvent.click(await within(picker).findByText('销售'));
    await waitFor(() => expect(within(picker).queryByText('采购申请')).not.toBeInTheDocument());
    expect(callsTo(calls, SELECTOR).at(-1)?.url.searchParams.get('categoryId')).toBe('e-sales');
    const search = within(picker).getByPlaceholderText('请输入业务名称或编码查询');
    fireEvent.change(search, { target: { value: '订单' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(callsTo(calls, SELECTOR).at(-1)?.url.searchParams.get('keyword')).toBe('订单'),
    );
    fireEvent.click(within(picker).getByText('销售订单'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(onChange).toHaveBeenCalledWith('coder2', expect.objectContaining({ id: 'r2' }));
  });
});
