import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, type StubCall, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import PreviewModelPage from './preview-model.page.tsx';
import { galleryEntries } from './widget-gallery.tsx';

const page = () => renderWithApp(<PreviewModelPage />, { route: '/previewModel' });

const LIST = 'POST /api/system/DataInterface/demo-suppliers/Actions/List';
const INFO = 'POST /api/system/DataInterface/demo-suppliers/Actions/InfoByIds';

/** The rows the server seeds in the demo interface 示例供应商. */
const SUPPLIERS = Array.from({ length: 36 }, (_, index) => ({
  id: `supplier-${index + 1}`,
  fullName: `示例供应商${String(index + 1).padStart(2, '0')}`,
  city: ['杭州', '宁波', '温州'][index % 3],
  contact: `联系人${index + 1}`,
}));

const bodyOf = (call: StubCall) => JSON.parse(call.body ?? '{}');

/** The server's answers of the demo interface: List filters fullName by keyword and pages; InfoByIds by id. */
function stubDemoInterface() {
  return stubFetch({
    [LIST]: (call) => {
      const { keyword, currentPage, pageSize } = bodyOf(call);
      const rows = SUPPLIERS.filter((row) => row.fullName.includes(keyword ?? ''));
      const start = (currentPage - 1) * pageSize;
      return envelope({
        list: rows.slice(start, start + pageSize),
        pagination: { currentPage, pageSize, total: rows.length },
      });
    },
    [INFO]: (call) => envelope(SUPPLIERS.filter((row) => bodyOf(call).ids.includes(row.id))),
  });
}

async function loadSample() {
  fireEvent.click(screen.getByRole('button', { name: '加载示例' }));
  return screen.findByLabelText('标题');
}

describe('function preview page', { timeout: 30_000 }, () => {
  it('shows the empty state before a design is loaded', () => {
    page();
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows the parse error of pasted invalid JSON and changes nothing else', async () => {
    page();
    await loadSample();
    const source = screen.getByLabelText('表单设计 JSON');
    fireEvent.change(source, { target: { value: '{"fields": [' } });
    fireEvent.click(screen.getByRole('button', { name: /^加\s?载$/ }));
    const errors = await screen.findByTestId('preview-errors');
    expect(errors).toHaveTextContent('表单设计无法加载');
    expect(errors.textContent?.length).toBeGreaterThan('表单设计无法加载'.length);
    // The form loaded before stays.
    expect(screen.getByLabelText('标题')).toBeInTheDocument();
  });

  it('names the unknown widget of an invalid design', async () => {
    page();
    fireEvent.change(screen.getByLabelText('表单设计 JSON'), {
      target: {
        value: JSON.stringify({ fields: [{ __config__: { jnpfKey: 'nope', label: 'x' }, __vModel__: 'x' }] }),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /^加\s?载$/ }));
    expect(await screen.findByTestId('preview-errors')).toHaveTextContent('nope');
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('renders the sample and shows the checked record after Submit', async () => {
    page();
    const title = await loadSample();
    expect(screen.getByText('支付方式')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: '差旅报销' } });
    // A number box is a face until focused; the focus mounts the real box under the same label.
    for (const [label, text] of [
      ['单价', '12.5'],
      ['数量', '2'],
    ]) {
      fireEvent.focus(screen.getByLabelText(label));
      fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
    }
    fireEvent.click(screen.getByRole('button', { name: /^提\s?交$/ }));
    const shown = await screen.findByTestId('preview-submitted');
    const value = JSON.parse(shown.textContent ?? '{}');
    expect(value).toMatchObject({ title: '差旅报销', price: 12.5, quantity: 2, amount: 25 });
  });

  it("picks the sample's supplier from the server's demo interface: search, page, name and city", async () => {
    const { calls } = stubDemoInterface();
    page();
    const title = await loadSample();
    fireEvent.click(screen.getByLabelText('供应商'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('示例供应商10')).toBeInTheDocument();
    expect(within(dialog).queryByText('示例供应商11')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('关键词'), { target: { value: '05' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s?询/ }));
    const row = (await within(dialog).findByText('示例供应商05')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(dialog).queryByText('示例供应商01')).not.toBeInTheDocument());
    expect(callsTo(calls, LIST).map(bodyOf).at(-1)).toMatchObject({
      interfaceId: 'demo-suppliers',
      keyword: '05',
      currentPage: 1,
      pageSize: 10,
      relationField: 'fullName',
      columnOptions: 'fullName,city,contact',
    });
    fireEvent.click(row);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    // The picked supplier's city comes from its InfoByIds row.
    const city = screen.getByText('供应商城市').closest('.form-engine-item') as HTMLElement;
    expect(await within(city).findByText('宁波')).toBeInTheDocument();
    expect(callsTo(calls, INFO).map(bodyOf)).toContainEqual(
      expect.objectContaining({ ids: ['supplier-5'], propsValue: 'id', relationField: 'fullName' }),
    );
    fireEvent.change(title, { target: { value: '办公采购' } });
    fireEvent.click(screen.getByRole('button', { name: /^提\s?交$/ }));
    const shown = await screen.findByTestId('preview-submitted');
    expect(JSON.parse(shown.textContent ?? '{}')).toMatchObject({
      title: '办公采购',
      supplier: 'supplier-5',
    });
    vi.unstubAllGlobals();
  }, 30_000);

  it('does not submit a record that fails validation', async () => {
    page();
    await loadSample();
    fireEvent.click(screen.getByRole('button', { name: /^提\s?交$/ }));
    expect(await screen.findByText(/表单有1处错误/)).toBeInTheDocument();
    expect(screen.queryByTestId('preview-submitted')).not.toBeInTheDocument();
  });

  it('refuses to print', async () => {
    const print = vi.fn();
    window.print = print;
    page();
    fireEvent.click(screen.getByRole('button', { name: /打\s?印/ }));
    expect(await screen.findByText('功能预览不支持打印')).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });

  it('switches to read mode: the values show as text, no inputs', async () => {
    page();
    const title = await loadSample();
    fireEvent.change(title, { target: { value: '差旅报销' } });
    fireEvent.click(screen.getByRole('switch', { name: '只读模式' }));
    await waitFor(() => expect(screen.queryByLabelText('标题')).not.toBeInTheDocument());
    expect(screen.getByText('差旅报销')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^提\s?交$/ })).not.toBeInTheDocument();
  });

  it('the gallery has every widget key, each in both modes', async () => {
    const { calls } = stubDemoInterface();
    const entries = galleryEntries('zh-CN');
    expect(entries.filter((entry) => entry.ok).length).toBeGreaterThan(50);
    page();
    fireEvent.click(screen.getByRole('tab', { name: '控件库' }));
    const gallery = await screen.findByTestId('widget-gallery');
    for (const entry of entries) {
      const card = within(gallery).getByTestId(`gallery-${entry.key}`);
      if (entry.ok) {
        expect(within(card).getByTestId(`gallery-${entry.key}-edit`)).toBeInTheDocument();
        expect(within(card).getByTestId(`gallery-${entry.key}-read`)).toBeInTheDocument();
      }
    }
    // The upload widgets use the app's upload control in edit mode and list the files in read mode.
    const upload = within(gallery).getByTestId('gallery-uploadFz');
    expect(within(upload).getByRole('button', { name: /点击上传/ })).toBeInTheDocument();
    expect(
      within(within(upload).getByTestId('gallery-uploadFz-read')).getByText('示例.pdf'),
    ).toBeInTheDocument();
    // The popup pickers name their values through the server's InfoByIds, the relation form from the demo form.
    const popupRead = within(gallery).getByTestId('gallery-popupSelect-read');
    expect(await within(popupRead).findByText('示例供应商02')).toBeInTheDocument();
    const tableRead = within(gallery).getByTestId('gallery-popupTableSelect-read');
    expect(await within(tableRead).findByText('示例供应商01, 示例供应商03')).toBeInTheDocument();
    expect(callsTo(calls, INFO).map(bodyOf)).toContainEqual(
      expect.objectContaining({ ids: ['supplier-1', 'supplier-3'], propsValue: 'id' }),
    );
    const relationRead = within(gallery).getByTestId('gallery-relationForm-read');
    expect(await within(relationRead).findByText('办公用品框架合同')).toBeInTheDocument();
    vi.unstubAllGlobals();
  }, 30_000);

  it("names the area picker's value from the server's areas", async () => {
    stubFetch({
      'POST /api/system/Area/GetAreaByIds': (call) => {
        const known: Record<string, string> = { '330000': '浙江省', '330100': '杭州市', '330106': '西湖区' };
        const { idsList } = JSON.parse(call.body ?? '{}') as { idsList: string[][] };
        return envelope(idsList.map((path) => path.flatMap((id) => (known[id] ? [known[id]] : []))));
      },
    });
    page();
    fireEvent.click(screen.getByRole('tab', { name: '控件库' }));
    const addressRead = await screen.findByTestId('gallery-address-read');
    expect(await within(addressRead).findByText('浙江省/杭州市/西湖区')).toBeInTheDocument();
    vi.unstubAllGlobals();
  }, 30_000);
});
