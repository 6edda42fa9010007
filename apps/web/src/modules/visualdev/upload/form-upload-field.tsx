import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { FileItem } from '@platform/form-engine';
import { FileList, type FileUploadFieldProps } from '@platform/form-engine/react';
import { Button, Flex, Tooltip, Typography, Upload } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { currentLanguage } from '../../../platform/i18n/index.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import type { ChunkTransport } from '../../../shared/upload/chunk-upload-types.ts';
import { formatSize } from '../../../shared/upload/upload-limits.ts';
import {
  refusalText,
  UploadPanel,
  useChunkUploader,
  useUploadItems,
} from '../../../shared/upload/upload-panel.tsx';
import { StoredFileLink, StoredFileList } from './stored-files.tsx';
import { visualdevUploadLocales } from './upload-field.locales.ts';

registerLocales(visualdevUploadLocales);

/**
 * The upload control the form renderer's file and image widgets use (`sources.FileUploadField`): the
 * files the field holds, with a delete button each, a picker and the chunked uploader's rows. A stored
 * file joins the value; refused picks are toasted. Read mode (a locked field) only lists the files.
 */
export function FormUploadField(props: FileUploadFieldProps & { transport?: ChunkTransport }) {
  const { t } = useTranslation('upload');
  const { t: tv } = useTranslation('visualdevUpload');
  const { message } = useAppFeedback();
  // The uploader reads the value and the change handler when a file finishes, after renders that may
  // have replaced both.
  const valueRef = useRef<FileItem[]>(props.value);
  valueRef.current = props.value;
  const onChangeRef = useRef(props.onChange);
  onChangeRef.current = props.onChange;
  const uploader = useChunkUploader(
    {
      limit: props.limit,
      accept: props.accept,
      fileSize: props.fileSize,
      sizeUnit: props.sizeUnit,
      type: props.kind === 'image' ? 'annexpic' : 'annex',
      heldCount: () => valueRef.current.length,
      onSuccess: (file) => {
        const item: FileItem = {
          fileId: file.fileId,
          name: file.fileName,
          fileSize: file.fileSize,
          url: file.url,
        };
        const next = [...valueRef.current, item];
        valueRef.current = next;
        onChangeRef.current(next);
      },
    },
    props.transport,
  );

  // The uploader's rows while files upload or fail; nothing (not an empty list) otherwise.
  const hasRows = useUploadItems(uploader).length > 0;

  if (props.mode === 'read') {
    // No file: the renderer's dash.
    if (props.value.length === 0) return <FileList files={[]} locale={currentLanguage()} />;
    return <StoredFileList files={props.value} kind={props.kind} />;
  }

  // antd calls beforeUpload once per picked file; the whole pick is handed over with its first file.
  const beforeUpload = (file: File, picked: File[]) => {
    if (file === picked[0]) {
      for (const refused of uploader.add(picked)) message.error(refusalText(t, refused.refusal));
    }
    return false;
  };
  const remove = (fileId: string) => props.onChange(props.value.filter((item) => item.fileId !== fileId));

  return (
    <Flex vertical gap={8} data-testid="form-upload-field">
      {props.value.map((item) => (
        <Flex key={item.fileId} align="center" gap={8}>
          <Typography.Text ellipsis style={{ flex: 1 }} title={item.name}>
            <StoredFileLink file={item} />
          </Typography.Text>
          {item.fileSize !== undefined && (
            <Typography.Text type="secondary">{formatSize(item.fileSize)}</Typography.Text>
          )}
          <Tooltip title={t('remove')}>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('remove')} ${item.name}`}
              disabled={props.disabled}
              onClick={() => remove(item.fileId)}
            />
          </Tooltip>
        </Flex>
      ))}
      <Upload
        id={props.id}
        accept={props.accept || undefined}
        multiple={props.limit !== 1}
        showUploadList={false}
        beforeUpload={beforeUpload}
        disabled={props.disabled}
      >
        <Button icon={<UploadOutlined />} disabled={props.disabled}>
          {props.buttonText || tv(props.kind === 'image' ? 'pickImage' : 'pickFile')}
        </Button>
      </Upload>
      {hasRows && <UploadPanel uploader={uploader} />}
    </Flex>
  );
}
