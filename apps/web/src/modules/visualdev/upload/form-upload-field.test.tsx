import type { FileUploadFieldProps } from '@platform/form-engine/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeTransport, mergedFile, settle } from '../../../shared/upload/fake-chunk-transport.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { FormUploadField } from './form-upload-field.tsx';

const HELD = { fileId: 'h1', name: '已有.pdf', fileSize: 2048, url: '/api/file/Download/annex/h1' };

function setup(overrides: Partial<FileUploadFieldProps> = {}) {
  const fake = fakeTransport();
  const onChange = vi.fn();
  const props: FileUploadFieldProps = {
    id: 'files',
    value: [HELD],
    onChange,
    mode: 'edit',
    disabled: false,
    limit: 0,
    fileSize: 0,
    sizeUnit: 'MB',
    accept: '',
    kind: 'file',
    buttonText: '',
    ...overrides,
  };
  renderWithApp(<FormUploadField {...props} transport={fake.transport} />);
  return { ...fake, onChange };
}

const pick = (...files: File[]) =>
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files } });

describe('FormUploadField', () => {
  it('uploads a picked file in chunks and adds the stored file to the value', async () => {
    const { onChange, merges, storeOpenChunks } = setup();
    expect(screen.getByRole('link', { name: '已有.pdf' })).toHaveAttribute('href', `/cloud-api${HELD.url}`);
    pick(new File(['abc'], 'a.txt', { type: 'text/plain' }));
    await waitFor(() => expect(screen.getByTestId('upload-row')).toHaveTextContent('a.txt'));
    await act(async () => {
      await settle();
      storeOpenChunks();
      await settle();
    });
    expect(merges[0]?.query).toMatchObject({ fileName: 'a.txt', type: 'annex' });
    await act(async () => {
      merges[0]?.resolve(mergedFile('a.txt'));
      await settle();
    });
    expect(onChange).toHaveBeenCalledWith([
      HELD,
      { fileId: 'f1', name: 'a.txt', fileSize: 1, url: 'blob:stored/annex/f1' },
    ]);
  });

  it('toasts a refused file and uploads nothing; the held files count against the limit', async () => {
    const { tests } = setup({ limit: 1 });
    pick(new File(['abc'], 'b.txt'));
    expect(await screen.findByText('当前限制最多可以上传1个文件')).toBeInTheDocument();
    await settle();
    expect(tests).toHaveLength(0);
  });

  it('toasts a file of the wrong type', async () => {
    setup({ accept: '.pdf' });
    pick(new File(['abc'], 'c.txt'));
    expect(await screen.findByText('请选择.pdf类型的文件')).toBeInTheDocument();
  });

  it('removes a held file from the value', () => {
    const { onChange } = setup();
    fireEvent.click(screen.getByRole('button', { name: '删除 已有.pdf' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('read mode lists the files without a picker, or a dash when there is none', () => {
    setup({ mode: 'read' });
    expect(document.querySelector('input[type=file]')).toBeNull();
    expect(screen.getByTestId('form-engine-file-list')).toHaveTextContent('已有.pdf2 KB');
    setup({ mode: 'read', value: [] });
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('shows no empty upload list before a file is picked', () => {
    setup();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });
});
