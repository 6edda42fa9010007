import { CaretRightOutlined, DeleteOutlined, PauseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Progress, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import type { ChunkTransport, UploaderOptions, UploadItem, UploadStatus } from './chunk-upload-types.ts';
import { ChunkUploader } from './chunk-uploader.ts';
import { fileChunkTransport } from './file-chunk-transport.ts';
import { uploadLocales } from './upload.locales.ts';
import { formatSize, type Refusal } from './upload-limits.ts';

registerLocales(uploadLocales);

/**
 * One uploader for the life of a component; the options are read when it is made (a field that
 * changes its limits remounts). Tests pass a fake transport.
 */
export function useChunkUploader(
  options: UploaderOptions,
  transport: ChunkTransport = fileChunkTransport,
): ChunkUploader {
  const [uploader] = useState(() => new ChunkUploader(transport, options));
  return uploader;
}

/** The uploader's rows, re-rendered on every change. */
export function useUploadItems(uploader: ChunkUploader): readonly UploadItem[] {
  return useSyncExternalStore(uploader.subscribe, uploader.getItems);
}

/** The message of a refused file, for a toast. */
export function refusalText(t: TFunction<'upload'>, refusal: Refusal): string {
  switch (refusal.reason) {
    case 'tooMany':
      return t('refused.tooMany', refusal.values);
    case 'tooLarge':
      return t('refused.tooLarge', refusal.values);
    case 'wrongType':
      return t('refused.wrongType', refusal.values);
    case 'empty':
      return t('refused.empty');
  }
}

/** The bar's look per status: green once stored, red on failure, blue otherwise. */
function progressStatus(status: UploadStatus): 'success' | 'exception' | 'normal' {
  if (status === 'success') return 'success';
  return status === 'error' ? 'exception' : 'normal';
}

type RowAction = 'pause' | 'resume' | 'retry' | 'remove';

const ACTION_ICONS: Record<RowAction, ReactNode> = {
  pause: <PauseOutlined />,
  resume: <CaretRightOutlined />,
  retry: <ReloadOutlined />,
  remove: <DeleteOutlined />,
};

/** What a row offers: pause while waiting or uploading, resume when paused, retry on failure, remove unless stored. */
function actionsOf(status: UploadStatus): RowAction[] {
  const actions: RowAction[] = [];
  if (status === 'waiting' || status === 'uploading') actions.push('pause');
  if (status === 'paused') actions.push('resume');
  if (status === 'error') actions.push('retry');
  if (status !== 'success') actions.push('remove');
  return actions;
}

function UploadRow({ item, uploader }: { item: UploadItem; uploader: ChunkUploader }) {
  const { t } = useTranslation('upload');
  const message = item.isReadError ? t('readError', { name: item.name }) : item.message;
  return (
    <Flex vertical gap={2} data-testid="upload-row">
      <Flex align="center" gap={8}>
        <Typography.Text ellipsis style={{ flex: 1 }} title={item.name}>
          {item.name}
        </Typography.Text>
        <Typography.Text type="secondary">{formatSize(item.size)}</Typography.Text>
        <Typography.Text type={item.status === 'error' ? 'danger' : undefined}>
          {t(`status.${item.status}`)}
        </Typography.Text>
        {actionsOf(item.status).map((action) => (
          <Tooltip key={action} title={t(action)}>
            <Button
              size="small"
              type="text"
              danger={action === 'remove'}
              icon={ACTION_ICONS[action]}
              aria-label={t(action)}
              onClick={() => uploader[action](item.id)}
            />
          </Tooltip>
        ))}
      </Flex>
      <Progress percent={item.progress} size="small" status={progressStatus(item.status)} />
      {message && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {message}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The rows of a chunked uploader: name, size, status, progress and what can be done with each. */
export function UploadPanel({ uploader }: { uploader: ChunkUploader }) {
  const { t } = useTranslation('common');
  const items = useUploadItems(uploader);
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />;
  }
  return (
    <Flex vertical gap={8}>
      {items.map((item) => (
        <UploadRow key={item.id} item={item} uploader={uploader} />
      ))}
    </Flex>
  );
}
