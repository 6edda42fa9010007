import { UploadOutlined } from '@ant-design/icons';
import type { WebEndpoint } from '@platform/contracts';
import { Button, Modal, Radio, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../platform/http/call.ts';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { backupImportLocales } from './backup-import-locales.ts';

registerLocales(backupImportLocales);

interface BackupImportDialogProps {
  open: boolean;
  /** The import endpoint: multipart `file`, and `type` in the query (0 refuse duplicates, 1 copy them). */
  endpoint: WebEndpoint;
  /** The file extension the server takes ('.bb'). */
  accept: string;
  title: string;
  testId: string;
  onClose: () => void;
  onImported: () => void;
}

/**
 * Imports a backup file of one record in the original's format (exported here or by the original):
 * what to do when it already exists (refuse, or import it as a copy), then the file. The server's
 * message shows; on failure the dialog stays open.
 */
export function BackupImportDialog({
  open,
  endpoint,
  accept,
  title,
  testId,
  onClose,
  onImported,
}: BackupImportDialogProps) {
  const { t } = useTranslation('backupImport');
  const { message } = useAppFeedback();
  const [type, setType] = useState<0 | 1>(0);
  const [isBusy, setIsBusy] = useState(false);

  const send = async (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    setIsBusy(true);
    try {
      const { msg } = await callWithMessage(endpoint, { query: { type }, body: form } as never);
      message.success(msg);
      onImported();
      onClose();
    } catch {
      // The request helper showed the server's message.
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={480} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }} data-testid={testId}>
        <div>{t('duplicates')}</div>
        <Radio.Group value={type} onChange={(e) => setType(e.target.value)}>
          <Radio value={0}>{t('duplicatesRefuse')}</Radio>
          <Radio value={1}>{t('duplicatesCopy')}</Radio>
        </Radio.Group>
        <Upload
          accept={accept}
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={isBusy}>
            {t('chooseFile')}
          </Button>
        </Upload>
        <div style={{ color: 'rgba(0,0,0,0.45)' }}>{t('hint', { accept })}</div>
      </Space>
    </Modal>
  );
}
