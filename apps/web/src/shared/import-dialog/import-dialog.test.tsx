import { usersImportEndpoints } from '@platform/contracts/web-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../testing/fetch-stub.ts';
import { renderWithApp } from '../../testing/render-with-app.tsx';
import { ImportDialog } from './import-dialog.tsx';

const BASE = '/api/permission/Users';
const headerRow = [
  { id: 'account', fullName: '账号' },
  { id: 'realName', fullName: '姓名' },
];

function renderDialog() {
  const onImported = vi.fn();
  const onClose = vi.fn();
  renderWithApp(
    <ImportDialog open endpoints={usersImportEndpoints} onClose={onClose} onImported={onImported} />,
  );
  return { onImported, onClose };
}

const uploadInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
async function chooseFile(f: File) {
  await waitFor(() => expect(uploadInput()).toBeTruthy());
  fireEvent.change(uploadInput(), { target: { files: [f] } });
}
const file = (name: string, size = 10) => new File(['x'.repeat(size)], name);

describe('ImportDialog', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('upload → editable preview → result with the failed rows; Next waits for the upload', async () => {
    const { calls } = stubFetch({
      'POST /api/file/Uploader/importData': envelope({
        id: 'f1',
        name: 'users.xlsx',
        url: '',
        fileSize: 10,
        fileExtension: 'xlsx',
        mimeType: '',
      }),
      [`GET ${BASE}/ImportPreview`]: envelope({
        headerRow,
        dataRow: [
          { account: 'lisi', realName: '李四' },
          { account: 'bad!', realName: '坏行' },
          { account: 'wangwu', realName: '' },
        ],
      }),
      [`POST ${BASE}/ImportData`]: (call) => {
        const { list } = JSON.parse(call.body ?? '{}');
        return envelope({
          resultType: 1,
          snum: list.length - 1,
          fnum: 1,
          failResult: [{ ...list[list.length - 1], errorsInfo: '姓名不能为空' }],
        });
      },
    });
    const { onImported } = renderDialog();
    const next = screen.getByRole('button', { name: '下一步' });
    expect(next).toHaveProperty('disabled', true);

    await chooseFile(file('users.xlsx'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '下一步' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));

    const preview = await screen.findByTestId('import-preview');
    expect(calls.find((c) => c.path === `${BASE}/ImportPreview`)?.url.searchParams.get('fileName')).toBe(
      'f1',
    );
    // Fix the bad account in place, delete nothing else: the edited values are what is sent.
    const accounts = within(preview).getAllByLabelText('账号') as HTMLInputElement[];
    fireEvent.change(accounts[1] as HTMLInputElement, { target: { value: 'zhaoliu' } });
    fireEvent.click(screen.getByRole('button', { name: '开始导入' }));

    const result = await screen.findByTestId('import-result');
    const sent = JSON.parse(calls.find((c) => c.path === `${BASE}/ImportData`)?.body ?? '{}');
    expect(sent.list.map((r: { account: string }) => r.account)).toEqual(['lisi', 'zhaoliu', 'wangwu']);
    expect(within(result).getByText(/导入成功 2 条/)).toBeTruthy();
    expect(within(result).getByText(/导入失败 1 条/)).toBeTruthy();
    expect(within(result).getByText('姓名不能为空')).toBeTruthy();
    expect(within(result).getByRole('button', { name: '导出错误数据' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not Excel or larger than 500KB before uploading it', async () => {
    const { calls } = stubFetch({});
    renderDialog();
    await chooseFile(file('users.csv'));
    expect(await screen.findByText('请选择 .xls 或 .xlsx 文件')).toBeTruthy();
    await chooseFile(file('big.xlsx', 500 * 1024 + 1));
    expect(await screen.findByText('文件大小不能超过500KB')).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('Uploader'))).toEqual([]);
    expect(screen.getByRole('button', { name: '下一步' })).toHaveProperty('disabled', true);
  });

  it('warns instead of importing when every preview row was deleted, and goes back with Previous', async () => {
    stubFetch({
      'POST /api/file/Uploader/importData': envelope({
        id: 'f2',
        name: 'u.xlsx',
        url: '',
        fileSize: 1,
        fileExtension: 'xlsx',
        mimeType: '',
      }),
      [`GET ${BASE}/ImportPreview`]: envelope({ headerRow, dataRow: [{ account: 'a', realName: '甲' }] }),
    });
    renderDialog();
    await chooseFile(file('u.xlsx'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '下一步' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const preview = await screen.findByTestId('import-preview');
    fireEvent.click(within(preview).getByRole('button', { name: '删除' }));
    fireEvent.click(screen.getByRole('button', { name: '开始导入' }));
    expect(await screen.findByText('导入数据为空')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上一步' }));
    await waitFor(() => expect(uploadInput()).toBeTruthy());
  });
});
