import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from './FormRenderer.tsx';
import { UNSUPPORTED_KEYS } from './registry.tsx';
import type { FileUploadFieldProps } from './sources.tsx';
import { parsed, widget } from './test-helpers.ts';

const CONTRACT = { fileId: 'f1', name: '合同.pdf', fileSize: 2048, url: '/api/file/Download/annex/f1' };
const PHOTO = { fileId: 'p1', name: '现场.png', url: '/api/file/Image/annexpic/p1' };

/** A stand-in for the host's upload control: shows what it got and adds one file on click. */
function FakeUpload(props: FileUploadFieldProps) {
  return (
    <button
      type="button"
      data-testid="fake-upload"
      data-props={JSON.stringify({ ...props, onChange: undefined })}
      onClick={() => props.onChange([...props.value, { fileId: 'n1', name: '新.txt', fileSize: 3 }])}
    >
      {props.kind}
    </button>
  );
}

const fileDesign = parsed([
  widget('uploadFz', 'files', '附件', { accept: '.pdf,.docx', fileSize: 5, sizeUnit: 'KB', limit: 2 }),
]);

describe('upload widgets', () => {
  it('are built: not in the placeholder list', () => {
    for (const key of ['uploadFz', 'uploadFile', 'uploadImg'] as const) {
      expect(UNSUPPORTED_KEYS).not.toContain(key);
    }
  });

  it('read mode lists the files with their size and a download link from the url', () => {
    render(
      <FormRenderer
        design={fileDesign}
        value={{ files: [CONTRACT, { fileId: 'x', name: '无链接.txt' }] }}
        mode="read"
      />,
    );
    const link = screen.getByRole('link', { name: '合同.pdf' });
    expect(link).toHaveAttribute('href', CONTRACT.url);
    expect(screen.getByText('2.00 KB')).toBeInTheDocument();
    expect(screen.getByText('无链接.txt').closest('a')).toBeNull();
  });

  it('read mode shows images as thumbnails and an empty list as a dash', () => {
    const design = parsed([widget('uploadImg', 'photos', '照片'), widget('uploadFile', 'none', '空')]);
    render(<FormRenderer design={design} value={{ photos: [PHOTO] }} mode="read" />);
    expect(screen.getByRole('img', { name: '现场.png' })).toHaveAttribute('src', PHOTO.url);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('read mode with an injected control shows that control in read mode (it reaches the stored files)', () => {
    const design = parsed([widget('uploadFz', 'files', '附件'), widget('uploadImg', 'photos', '照片')]);
    render(
      <FormRenderer
        design={design}
        value={{ files: [CONTRACT], photos: [PHOTO] }}
        mode="read"
        sources={{ FileUploadField: FakeUpload }}
      />,
    );
    const [files, photos] = screen.getAllByTestId('fake-upload');
    expect(JSON.parse(files?.dataset.props ?? '{}')).toMatchObject({
      value: [CONTRACT],
      mode: 'read',
      kind: 'file',
    });
    expect(JSON.parse(photos?.dataset.props ?? '{}')).toMatchObject({
      value: [PHOTO],
      mode: 'read',
      kind: 'image',
    });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('edit mode keeps the placeholder without an injected control', () => {
    render(<FormRenderer design={fileDesign} mode="edit" />);
    expect(screen.getByText('该控件暂未支持')).toBeInTheDocument();
  });

  it('edit mode renders the injected control with the design limits, and its changes reach the record', () => {
    const onChange = vi.fn();
    const design = parsed([
      widget('uploadFz', 'files', '附件', { accept: '.pdf,.docx', fileSize: 5, sizeUnit: 'KB', limit: 2 }),
      widget('uploadImg', 'photos', '照片', { disabled: true }),
    ]);
    render(
      <FormRenderer
        design={design}
        value={{ files: [CONTRACT] }}
        mode="edit"
        onChange={onChange}
        sources={{ FileUploadField: FakeUpload }}
      />,
    );
    const [files, photos] = screen.getAllByTestId('fake-upload');
    expect(JSON.parse(files?.dataset.props ?? '{}')).toMatchObject({
      value: [CONTRACT],
      mode: 'edit',
      limit: 2,
      fileSize: 5,
      sizeUnit: 'KB',
      accept: '.pdf,.docx',
      kind: 'file',
    });
    expect(JSON.parse(photos?.dataset.props ?? '{}')).toMatchObject({
      value: [],
      mode: 'read',
      limit: 0,
      sizeUnit: 'MB',
      accept: 'image/*',
      kind: 'image',
    });
    fireEvent.click(files as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ files: [CONTRACT, { fileId: 'n1', name: '新.txt', fileSize: 3 }] }),
    );
  });
});
