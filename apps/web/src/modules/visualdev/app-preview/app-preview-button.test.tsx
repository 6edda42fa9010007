import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { FormDesignerDialog } from '../designer/form-designer-dialog.tsx';
import { stateFromText } from '../designer/use-form-design.ts';

const SAVED = JSON.stringify({
  fields: [{ __config__: { jnpfKey: 'comInput', label: '客户名称', formId: 101 }, __vModel__: 'customer' }],
});
const PREVIEW_ID = '0123456789abcdef0123456789abcdef';
const POST = 'POST /api/visualdev/OnlineDev/App/Preview';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The form designer on the saved design, as the design list opens it. */
const renderDesigner = () =>
  renderWithApp(
    <FormDesignerDialog initial={stateFromText(SAVED)} onClose={() => undefined} onApply={() => undefined} />,
  );

describe('App预览 in the form designer', { timeout: 45_000 }, () => {
  it('posts the design being edited (unsaved widget included) and shows the QR code, link and expiry', async () => {
    const { calls } = stubFetch({ [POST]: envelope(PREVIEW_ID) });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderDesigner();
    await screen.findByTestId('designer-widget-101');
    // A change not applied yet: the preview sends it all the same.
    fireEvent.click(screen.getByTestId('palette-numInput'));
    await screen.findByTestId('designer-widget-102');

    fireEvent.click(screen.getByTestId('designer-preview'));
    fireEvent.click(await screen.findByTestId('app-preview-button'));

    const dialog = await screen.findByTestId('app-preview-dialog');
    const posted = callsTo(calls, POST);
    expect(posted).toHaveLength(1);
    const design = JSON.parse(JSON.parse(posted[0]?.body ?? '{}').data as string);
    expect(design.fields.map((f: { __config__: { jnpfKey: string } }) => f.__config__.jnpfKey)).toEqual([
      'comInput',
      'numInput',
    ]);

    const link = `${window.location.origin}/appPreview?id=${PREVIEW_ID}`;
    expect((within(dialog).getByTestId('app-preview-link') as HTMLInputElement).value).toBe(link);
    expect(within(dialog).getByTestId('app-preview-expiry').textContent).toMatch(
      /^预览 5 分钟内有效（至 \d{2}:\d{2}:\d{2}），过期后请重新生成$/,
    );
    const qr = (await within(dialog).findByTestId('app-preview-qr')) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/png')).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    fireEvent.click(within(dialog).getByRole('button', { name: /^打\s?开$/ }));
    expect(open).toHaveBeenCalledWith(link, '_blank', 'noopener');
  });

  it('shows no QR code when the server refuses to keep the preview', async () => {
    const { calls } = stubFetch({ [POST]: envelope(null, '没有权限', 401) });
    renderDesigner();
    fireEvent.click(await screen.findByTestId('designer-preview'));
    fireEvent.click(await screen.findByTestId('app-preview-button'));
    await waitFor(() => expect(callsTo(calls, POST)).toHaveLength(1));
    expect(await screen.findByText('没有权限')).toBeTruthy();
    expect(screen.queryByTestId('app-preview-dialog')).toBeNull();
  });
});
