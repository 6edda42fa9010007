import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import PreviewModelPage from './preview-model.page.tsx';
import { galleryEntries } from './widget-gallery.tsx';

const page = () => renderWithApp(<PreviewModelPage />, { route: '/previewModel' });

async function loadSample() {
  fireEvent.click(screen.getByRole('button', { name: '加载示例' }));
  return screen.findByLabelText('标题');
}

describe('function preview page', () => {
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
    fireEvent.change(screen.getByLabelText('单价'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: /^提\s?交$/ }));
    const shown = await screen.findByTestId('preview-submitted');
    const value = JSON.parse(shown.textContent ?? '{}');
    expect(value).toMatchObject({ title: '差旅报销', price: 12.5, quantity: 2, amount: 25 });
  });

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
    // The popup and relation-form pickers name their values from the demo records.
    const popupRead = within(gallery).getByTestId('gallery-popupSelect-read');
    expect(await within(popupRead).findByText('示例供应商02')).toBeInTheDocument();
    const relationRead = within(gallery).getByTestId('gallery-relationForm-read');
    expect(await within(relationRead).findByText('办公用品框架合同')).toBeInTheDocument();
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
