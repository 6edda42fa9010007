import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import AppPreviewPage from './app-preview.page.tsx';

const ID = '0123456789abcdef0123456789abcdef';
const READ = `GET /api/visualdev/Generater/App/${ID}/Preview`;

const input = (label: string, vModel: string, visibility?: string[]) => ({
  __config__: { jnpfKey: 'comInput', label, formId: label.length, ...(visibility ? { visibility } : {}) },
  __vModel__: vModel,
});

const page = () => renderWithApp(<AppPreviewPage />, { route: `/appPreview?id=${ID}` });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('App预览 page', { timeout: 20_000 }, () => {
  it('renders the fields of the kept design that the App shows, in the phone-width frame', async () => {
    const design = {
      fields: [
        input('客户名称', 'customer'),
        input('仅电脑端', 'pcOnly', ['pc']),
        input('手机端备注', 'appOnly', ['app']),
      ],
    };
    const { calls } = stubFetch({ [READ]: envelope(JSON.stringify(design)) });
    page();
    const form = await screen.findByTestId('app-preview-form');
    expect(await screen.findByText('客户名称')).toBeTruthy();
    expect(form.textContent).toContain('手机端备注');
    expect(form.textContent).not.toContain('仅电脑端');
    expect(screen.getByTestId('app-preview-page').style.maxWidth).toBe('414px');
    expect(callsTo(calls, READ)).toHaveLength(1);
  });

  it('says the preview has expired when the server answers 404', async () => {
    stubFetch({ [READ]: envelope(null, '已失效', 404) });
    page();
    const expired = await screen.findByTestId('app-preview-expired');
    expect(expired.textContent).toContain('预览已过期');
    expect(expired.textContent).toContain('预览只保留 5 分钟');
    expect(screen.queryByTestId('app-preview-form')).toBeNull();
  });

  it('shows the server message with 重试 on another failure', async () => {
    stubFetch({ [READ]: envelope(null, '没有权限', 401) });
    page();
    const failed = await screen.findByTestId('app-preview-failed');
    expect(failed.textContent).toContain('没有权限');
    expect(failed.textContent).toContain('预览加载失败');
  });

  it('asks for the preview id when the link has none', async () => {
    const { calls } = stubFetch({});
    renderWithApp(<AppPreviewPage />, { route: '/appPreview' });
    expect((await screen.findByTestId('app-preview-missing')).textContent).toContain('链接缺少预览编号');
    expect(calls).toHaveLength(0);
  });
});
