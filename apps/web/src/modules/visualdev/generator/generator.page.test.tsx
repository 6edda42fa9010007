import { ButtonCode, type CodeGeneratorDesign, type CodePreview } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import GeneratorPage from './generator.page.tsx';

const BASE = '/api/visualdev/Generater';
const LIST = `GET ${BASE}`;
const AREAS = `GET ${BASE}/AreasName`;
const PREVIEW = `POST ${BASE}/d1/Actions/CodePreview`;
const DOWNLOAD = `POST ${BASE}/d1/Actions/DownloadCode`;
const FILE = 'GET /api/file/Download/export/f1';

const design: CodeGeneratorDesign = {
  id: 'd1',
  fullName: '采购单',
  enCode: 'purchaseOrder',
  category: '办公功能',
  webType: 2,
  creatorTime: 1_767_225_600_000,
  lastModifyTime: null,
};

const preview: CodePreview = {
  list: [
    {
      id: 'packages/contracts/src/system',
      fileName: 'packages/contracts/src/system',
      children: [
        {
          id: 'packages/contracts/src/system/purchase-order.ts',
          fileName: 'purchase-order.ts',
          fileType: 'ts',
          fileContent: "// schemas\nexport const a = 'x';",
        },
        {
          id: 'packages/contracts/src/system/purchase-order.endpoints.ts',
          fileName: 'purchase-order.endpoints.ts',
          fileType: 'ts',
          fileContent: 'export const endpoints = 1;',
        },
      ],
    },
  ],
};

const renderPage = (buttons: string[]) =>
  renderAdminPage(<GeneratorPage />, { modelId: 'm-generator', buttons });

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: '生成代码' }));
  return screen.findByTestId('generate-code-dialog', {}, { timeout: 15_000 });
};

describe('代码生成 page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the designs and says so when there are none', async () => {
    stubFetch({ [LIST]: pageOf([]) });
    renderPage([]);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('previews the generated files with the output settings and shows the chosen file coloured', async () => {
    const { calls } = stubFetch({
      [LIST]: pageOf([design]),
      [AREAS]: envelope(['system', 'extend']),
      [PREVIEW]: envelope(preview),
    });
    renderPage([ButtonCode.preview]);
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('功能类名')).toHaveValue('purchaseOrder');
    expect(within(dialog).getByLabelText('功能描述')).toHaveValue('采购单');
    expect(screen.queryByRole('button', { name: '下载代码' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('功能描述'), { target: { value: '采购' } });
    fireEvent.click(screen.getByRole('button', { name: '预览代码' }));
    const viewer = await screen.findByTestId('code-viewer', {}, { timeout: 15_000 });
    expect(JSON.parse(callsTo(calls, PREVIEW)[0].body ?? '')).toEqual({
      module: 'system',
      className: 'purchaseOrder',
      description: '采购',
      subClassName: '',
    });
    expect(viewer).toHaveTextContent("export const a = 'x';");
    expect(within(viewer).getByText('// schemas')).toHaveAttribute('data-token', 'comment');
    fireEvent.click(screen.getByText('purchase-order.endpoints.ts'));
    await waitFor(() =>
      expect(screen.getByTestId('code-viewer')).toHaveTextContent('export const endpoints = 1;'),
    );
  });

  it('refuses a class name the server would refuse, without calling it', async () => {
    const { calls } = stubFetch({ [LIST]: pageOf([design]), [AREAS]: envelope(['system']) });
    renderPage([ButtonCode.preview]);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('功能类名'), { target: { value: '1order' } });
    fireEvent.click(screen.getByRole('button', { name: '预览代码' }));
    expect(await screen.findByText('只能包含数字、字母、下划线，不能用数字开头')).toBeInTheDocument();
    expect(callsTo(calls, PREVIEW)).toHaveLength(0);
  });

  it('downloads the zip the server wrote', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const { calls } = stubFetch({
      [LIST]: pageOf([design]),
      [AREAS]: envelope(['system']),
      [DOWNLOAD]: envelope({ name: 'purchase-order-code.zip', url: '/api/file/Download/export/f1' }),
      [FILE]: envelope(null),
    });
    renderPage([ButtonCode.download]);
    await openDialog();
    expect(screen.queryByRole('button', { name: '预览代码' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下载代码' }));
    await waitFor(() => expect(callsTo(calls, FILE)).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, DOWNLOAD)[0].body ?? '').className).toBe('purchaseOrder');
  });

  it('keeps the dialog open when generation fails', async () => {
    stubFetch({
      [LIST]: pageOf([design]),
      [AREAS]: envelope(['system']),
      [PREVIEW]: envelope(null, '该设计没有可生成代码的字段', 400),
    });
    renderPage([ButtonCode.preview]);
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: '预览代码' }));
    expect(await screen.findByText('该设计没有可生成代码的字段')).toBeInTheDocument();
    expect(screen.queryByTestId('code-preview')).toBeNull();
    expect(screen.getByTestId('generate-code-dialog')).toBeInTheDocument();
  });
});
