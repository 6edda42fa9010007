import type { FileItem } from '@platform/form-engine';
import { Flex, Image, Space, Typography } from 'antd';
import { serverFileUrl } from '../../../platform/http/call.ts';
import { downloadFile } from '../../../platform/http/request.ts';
import { formatSize } from '../../../shared/upload/upload-limits.ts';
import { useAuthorizedImage } from '../../profile/profile/use-authorized-image.ts';

/*
 * The files a form field holds, as the signed-in user sees them. The server's file routes want the
 * session's token, which neither a link nor an <img> sends: a click downloads the file with it, and a
 * thumbnail is fetched with it.
 */

/** The name of a stored file: a click downloads it (plain text when it has no server url). */
export function StoredFileLink({ file }: { file: FileItem }) {
  const url = file.url;
  const href = url ? serverFileUrl(url) : undefined;
  if (!url || !href) return <Typography.Text>{file.name}</Typography.Text>;
  return (
    <Typography.Link
      href={href}
      onClick={(event) => {
        event.preventDefault();
        // downloadFile toasts a failure itself.
        downloadFile(url, file.name).catch(() => undefined);
      }}
    >
      {file.name}
    </Typography.Link>
  );
}

/** A stored image as an 80 px thumbnail, previewed large on click; its name until (unless) it loads. */
export function StoredImage({ file }: { file: FileItem }) {
  const { src } = useAuthorizedImage(file.url ? serverFileUrl(file.url) : undefined);
  if (!src) return <Typography.Text>{file.name}</Typography.Text>;
  return <Image src={src} alt={file.name} width={80} height={80} />;
}

/** Read mode of an upload field holding files: names with their sizes one per line, or image thumbnails. */
export function StoredFileList({ files, kind }: { files: readonly FileItem[]; kind: 'file' | 'image' }) {
  if (kind === 'image') {
    return (
      <Space wrap size={8} data-testid="form-engine-image-list">
        {files.map((file) => (
          <StoredImage key={file.fileId} file={file} />
        ))}
      </Space>
    );
  }
  return (
    <Flex vertical gap={2} data-testid="form-engine-file-list">
      {files.map((file) => (
        <Space key={file.fileId} size={8}>
          <StoredFileLink file={file} />
          {file.fileSize !== undefined && (
            <Typography.Text type="secondary">{formatSize(file.fileSize)}</Typography.Text>
          )}
        </Space>
      ))}
    </Flex>
  );
}
