import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { ButtonCode } from '@platform/contracts';
import { translationEndpoints } from '@platform/contracts/web-endpoints';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callAndDownload, callWithMessage } from '../../../platform/http/call.ts';
import { Auth } from '../../../shared/permission/auth.tsx';

/**
 * 导出 (every name and its texts as a .json file) and 导入 (such a file, all or nothing: the server's
 * message tells what it refused), each behind its button.
 */
export function LanguageFileActions({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation('language');
  const { message } = useAppFeedback();
  const [isBusy, setIsBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setIsBusy(true);
    try {
      await work();
    } catch {
      // The request helper showed the server's message.
    } finally {
      setIsBusy(false);
    }
  };
  const exportAll = () =>
    run(async () => {
      await callAndDownload(translationEndpoints.export);
    });
  const importFile = (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    void run(async () => {
      const { msg } = await callWithMessage(translationEndpoints.import, { body: form } as never);
      message.success(msg);
      onImported();
    });
    return false;
  };

  return (
    <>
      <Auth code={ButtonCode.export}>
        <Button
          icon={<DownloadOutlined />}
          loading={isBusy}
          onClick={exportAll}
          data-testid="language-export"
        >
          {t('export')}
        </Button>
      </Auth>
      <Auth code={ButtonCode.import}>
        <Upload accept=".json" showUploadList={false} beforeUpload={importFile} disabled={isBusy}>
          <Button icon={<UploadOutlined />} loading={isBusy} data-testid="language-import">
            {t('import')}
          </Button>
        </Upload>
      </Auth>
    </>
  );
}
