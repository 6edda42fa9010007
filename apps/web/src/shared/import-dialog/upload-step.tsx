import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { IMPORT_MAX_BYTES, type UploadedFile } from '@platform/contracts';
import { Button, Flex, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { uploadImportFile } from './import-api.ts';

const ACCEPT = '.xls,.xlsx';

interface UploadStepProps {
  uploaded: UploadedFile | undefined;
  onUploaded: (file: UploadedFile | undefined) => void;
  onTemplate: () => void;
}

/** Step 1: one file (the last one uploaded replaces the previous), checked for type and size first. */
export function UploadStep({ uploaded, onUploaded, onTemplate }: UploadStepProps) {
  const { t } = useTranslation('importDialog');
  const { message } = useAppFeedback();
  const [fileList, setFileList] = useState<UploadFile[]>(
    uploaded ? [{ uid: uploaded.id, name: uploaded.name, status: 'done' }] : [],
  );
  return (
    <Flex vertical gap={12}>
      <Upload.Dragger
        accept={ACCEPT}
        maxCount={1}
        fileList={fileList}
        beforeUpload={(file) => {
          if (!/\.xlsx?$/i.test(file.name)) {
            message.warning(t('wrongType'));
            return Upload.LIST_IGNORE;
          }
          if (file.size > IMPORT_MAX_BYTES) {
            message.warning(t('tooLarge'));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          uploadImportFile(file as File)
            .then((result) => {
              onUploaded(result);
              onSuccess?.(result);
            })
            .catch((err: Error) => {
              onUploaded(undefined);
              onError?.(err);
            });
        }}
        onChange={({ fileList: next }) => setFileList(next.slice(-1))}
        onRemove={() => onUploaded(undefined)}
        data-testid="import-upload"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('dragHint')}</p>
        <p className="ant-upload-hint">{t('fileHint')}</p>
      </Upload.Dragger>
      <div>
        <Button type="link" icon={<DownloadOutlined />} onClick={onTemplate} style={{ paddingInline: 0 }}>
          {t('template')}
        </Button>
      </div>
    </Flex>
  );
}
