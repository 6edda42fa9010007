import { ButtonCode, DEFAULT_SYS_CONFIG } from '@platform/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import SysConfigPage from './sys-config.page.tsx';

const LOGO = '/api/file/Image/systemLogo/f-1';
const CONFIG = { ...DEFAULT_SYS_CONFIG, loginIcon: LOGO };

const renderPage = (buttons: string[] = [ButtonCode.edit]) =>
  renderAdminPage(<SysConfigPage />, { modelId: 'm-sys-config', buttons });

const pick = (testId: string, file: File) => {
  const input = screen.getByTestId(testId).closest('.ant-upload')?.querySelector('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

describe('system configuration logos', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('previews a logo, uploads a new one as systemLogo and saves its address', async () => {
    const { calls } = stubFetch({
      'GET /api/system/SysConfig': envelope(CONFIG),
      'POST /api/file/Uploader/systemLogo': envelope({
        id: 'f-2',
        name: 'logo.png',
        url: '/api/file/Image/systemLogo/f-2',
        fileSize: 10,
        fileExtension: 'png',
        mimeType: 'image/png',
      }),
      'PUT /api/system/SysConfig': envelope(null, '保存成功'),
      'GET /api/oauth/CurrentUser': envelope(null),
    });
    renderPage();
    const preview = await screen.findByTestId('sys-config-loginIcon-preview');
    expect(preview.getAttribute('src')).toContain(LOGO);

    pick(
      'sys-config-logoIcon-upload',
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(callsTo(calls, 'POST /api/file/Uploader/systemLogo')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('sys-config-logoIcon')).toHaveValue('/api/file/Image/systemLogo/f-2'),
    );

    fireEvent.click(screen.getByTestId('sys-config-loginIcon-remove'));
    expect(screen.queryByTestId('sys-config-loginIcon-preview')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sys-config-basic-save'));
    await waitFor(() => expect(callsTo(calls, 'PUT /api/system/SysConfig')).toHaveLength(1));
    const body = JSON.parse(callsTo(calls, 'PUT /api/system/SysConfig')[0].body ?? '{}');
    expect(body).toMatchObject({ logoIcon: '/api/file/Image/systemLogo/f-2', loginIcon: '' });
  });

  it('refuses an SVG or a file over 1 MB before uploading', async () => {
    const { calls } = stubFetch({ 'GET /api/system/SysConfig': envelope(CONFIG) });
    renderPage();
    await screen.findByTestId('sys-config-logoIcon-upload');
    pick('sys-config-logoIcon-upload', new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('请选择PNG, JPG, GIF, WebP类型的文件')).toBeInTheDocument();
    pick(
      'sys-config-logoIcon-upload',
      new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('文件大小超过1MB')).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/file/Uploader/systemLogo')).toHaveLength(0);
  });

  it('offers no upload or remove without the edit button', async () => {
    stubFetch({ 'GET /api/system/SysConfig': envelope(CONFIG) });
    renderPage([]);
    await screen.findByTestId('sys-config-loginIcon-preview');
    expect(screen.queryByTestId('sys-config-loginIcon-upload')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sys-config-loginIcon-remove')).not.toBeInTheDocument();
    expect(screen.getByTestId('sys-config-loginIcon')).toBeDisabled();
  });
});
