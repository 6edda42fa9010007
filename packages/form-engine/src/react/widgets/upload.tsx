import { FILE_SIZE_UNITS, type FileSizeUnit, formatFileSize } from '@platform/contracts';
import { Flex, Image, Space, Typography } from 'antd';
import { toNumber } from '../../schema/form-schema.ts';
import { type FileItem, isFileItem } from '../../validation/file-rules.ts';
import { type FileUploadFieldProps, useFormDataSources } from '../sources.tsx';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import { unsupportedWidget } from './display.tsx';
import { ReadText } from './read-text.tsx';

/** The files of a value; items without a file id and a name are left out. */
export const fileItems = (value: unknown): FileItem[] =>
  Array.isArray(value) ? value.filter(isFileItem) : [];

const designText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The upload control's props from the design: limits default to none, the size unit to MB. */
export function uploadFieldProps(
  props: WidgetProps,
  kind: FileUploadFieldProps['kind'],
): FileUploadFieldProps {
  const { field } = props;
  const unit = designText(field.sizeUnit);
  return {
    id: props.id,
    value: fileItems(props.value),
    onChange: props.onChange,
    mode: props.disabled ? 'read' : 'edit',
    disabled: props.disabled,
    limit: toNumber(field.limit) ?? 0,
    fileSize: toNumber(field.fileSize) ?? 0,
    sizeUnit: (unit in FILE_SIZE_UNITS ? unit : 'MB') as FileSizeUnit,
    accept: designText(field.accept) || (kind === 'image' ? 'image/*' : ''),
    kind,
    buttonText: designText(field.buttonText),
  };
}

/** Read face of the files: name (a download link when the value has a url) and size, one per line. */
export function FileList({ files, locale }: { files: readonly FileItem[]; locale: WidgetProps['locale'] }) {
  if (files.length === 0) return <ReadText text="" locale={locale} />;
  return (
    <Flex vertical gap={2} data-testid="form-engine-file-list">
      {files.map((file) => (
        <Space key={file.fileId} size={8}>
          {file.url ? (
            <Typography.Link href={file.url} download={file.name} target="_blank" rel="noopener noreferrer">
              {file.name}
            </Typography.Link>
          ) : (
            <Typography.Text>{file.name}</Typography.Text>
          )}
          {file.fileSize !== undefined && (
            <Typography.Text type="secondary">{formatFileSize(file.fileSize, locale)}</Typography.Text>
          )}
        </Space>
      ))}
    </Flex>
  );
}

/** Read face of the images: thumbnails (the name where there is no url), previewed large on click. */
export function ImageList({ files, locale }: { files: readonly FileItem[]; locale: WidgetProps['locale'] }) {
  if (files.length === 0) return <ReadText text="" locale={locale} />;
  return (
    <Space wrap size={8} data-testid="form-engine-image-list">
      {files.map((file) =>
        file.url ? (
          <Image key={file.fileId} src={file.url} alt={file.name} width={80} height={80} />
        ) : (
          <Typography.Text key={file.fileId}>{file.name}</Typography.Text>
        ),
      )}
    </Space>
  );
}

/**
 * File and image uploads. The edit face is the host's `sources.FileUploadField` (the package makes no
 * upload call); without one it is the "not supported yet" placeholder. The read face is that control in
 * `read` mode (the host knows how to reach its stored files), else the value listed here.
 */
const uploadWidget = (kind: FileUploadFieldProps['kind']): ReactWidget => {
  const List = kind === 'image' ? ImageList : FileList;
  return {
    frame: 'field',
    Edit: function UploadEdit(props: WidgetProps) {
      const { FileUploadField } = useFormDataSources();
      if (!FileUploadField) return <unsupportedWidget.Edit {...props} />;
      return <FileUploadField {...uploadFieldProps(props, kind)} />;
    },
    Read: function UploadRead(props: WidgetProps) {
      const { FileUploadField } = useFormDataSources();
      if (!FileUploadField) return <List files={fileItems(props.value)} locale={props.locale} />;
      return <FileUploadField {...uploadFieldProps(props, kind)} mode="read" />;
    },
  };
};

export const fileUploadWidget = uploadWidget('file');
export const imageUploadWidget = uploadWidget('image');
