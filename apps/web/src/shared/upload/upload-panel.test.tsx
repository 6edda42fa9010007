import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app.tsx';
import { ChunkUploader } from './chunk-uploader.ts';
import {
  type FakeTransportOptions,
  fakeTransport,
  mergedFile,
  networkError,
  refusedError,
  settle,
} from './fake-chunk-transport.ts';
import { refusalText, UploadPanel } from './upload-panel.tsx';

function setup(options: FakeTransportOptions = {}) {
  const fake = fakeTransport(options);
  const uploader = new ChunkUploader(fake.transport, {
    chunkSize: 4,
    maxChunkRetries: 0,
    removeOnSuccess: false,
  });
  renderWithApp(<UploadPanel uploader={uploader} />);
  const add = async (size = 10, name = 'report.txt') => {
    await act(async () => {
      uploader.add([new File(['x'.repeat(size)], name, { type: 'text/plain' })]);
    });
  };
  const flush = () => act(settle);
  return { ...fake, uploader, add, flush };
}

const row = () => screen.getByTestId('upload-row');

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('UploadPanel', () => {
  it('shows 暂无数据 with no file', () => {
    setup();
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows the name, size and status of a file, and pauses and resumes it', async () => {
    const { add, flush, openChunks } = setup();
    await add(2048);
    expect(within(row()).getByText('report.txt')).toBeInTheDocument();
    expect(within(row()).getByText('2 KB')).toBeInTheDocument();
    await flush();
    expect(within(row()).getByText('上传中')).toBeInTheDocument();
    await userEvent.click(within(row()).getByRole('button', { name: '暂停' }));
    expect(within(row()).getByText('暂停中')).toBeInTheDocument();
    expect(within(row()).queryByRole('button', { name: '暂停' })).toBeNull();
    await userEvent.click(within(row()).getByRole('button', { name: '继续' }));
    await flush();
    expect(within(row()).getByText('上传中')).toBeInTheDocument();
    expect(openChunks().length).toBeGreaterThan(0);
  });

  it('shows 上传失败 with the server message, and retries', async () => {
    const { add, flush, chunks, tests } = setup();
    await add();
    await flush();
    await act(async () => {
      chunks[0]?.reject(refusedError('请选择pdf类型的文件'));
      await settle();
    });
    expect(within(row()).getByText('上传失败')).toBeInTheDocument();
    expect(within(row()).getByText('请选择pdf类型的文件')).toBeInTheDocument();
    await userEvent.click(within(row()).getByRole('button', { name: '重试' }));
    await flush();
    expect(within(row()).getByText('上传中')).toBeInTheDocument();
    expect(tests).toHaveLength(2);
  });

  it('names the file that could not be read', async () => {
    const { add, flush } = setup({ isUnreadable: true });
    await add(3, 'broken.txt');
    await flush();
    expect(within(row()).getByText('文件broken.txt读取出错，请检查该文件')).toBeInTheDocument();
  });

  it('removes a row not stored yet; a stored row keeps no remove button', async () => {
    const { add, flush, chunks, merges } = setup();
    await add(4, 'a.txt');
    await flush();
    await act(async () => {
      chunks[0]?.reject(networkError());
      await settle();
    });
    await userEvent.click(within(row()).getByRole('button', { name: '删除' }));
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    await add(4, 'b.txt');
    await flush();
    await act(async () => {
      chunks[1]?.resolve({ uploaded: false, merge: true, chunkNumbers: [1] });
      await settle();
    });
    expect(within(row()).getByText('99%')).toBeInTheDocument();
    await act(async () => {
      merges[0]?.resolve(mergedFile('b.txt'));
      await settle();
    });
    expect(within(row()).getByText('上传成功')).toBeInTheDocument();
    expect(within(row()).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('shows 文件校验中 while the md5 is computed, with no pause button', async () => {
    const { add } = setup({ isHashing: true });
    await add();
    expect(within(row()).getByText('文件校验中')).toBeInTheDocument();
    expect(within(row()).queryByRole('button', { name: '暂停' })).toBeNull();
  });

  it('speaks zh-TW and en-US', async () => {
    const { add } = setup({ isHashing: true });
    await add();
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(within(row()).getByText('檔案校驗中')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en-US'));
    expect(within(row()).getByText('Checking file')).toBeInTheDocument();
  });

  it('words the refusals of the limits', () => {
    setup();
    const t = i18n.getFixedT('zh-CN', 'upload');
    expect(refusalText(t, { reason: 'tooMany', values: { count: 3 } })).toBe('当前限制最多可以上传3个文件');
    expect(refusalText(t, { reason: 'tooLarge', values: { size: 5, unit: 'MB' } })).toBe('文件大小超过5MB');
    expect(refusalText(t, { reason: 'wrongType', values: { types: '.pdf' } })).toBe('请选择.pdf类型的文件');
    expect(refusalText(t, { reason: 'empty', values: {} })).toBe('文件内容为空');
  });
});
