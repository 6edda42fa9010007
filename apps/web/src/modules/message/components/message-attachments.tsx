import { PaperClipOutlined } from '@ant-design/icons';
import { formatFileSize } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { serverFileUrl } from '../../../platform/http/call.ts';
import { currentLanguage } from '../../../platform/i18n/index.ts';
import type { MessageFile } from '../open-message.ts';
import styles from './message.module.css';

/** Server file URLs are documented under /api; the browser reaches them under the cloud-api prefix. */
function fileHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return serverFileUrl(url) ?? (/^https?:\/\//i.test(url) ? url : undefined);
}

export function MessageAttachments({ files }: { files: MessageFile[] }) {
  const { t } = useTranslation('message');
  if (!files.length) return null;
  return (
    <div className={styles.attachments} data-testid="message-attachments">
      <div className={styles.attachmentsTitle}>{t('attachments')}</div>
      <ul>
        {files.map((file) => {
          const href = fileHref(file.url);
          return (
            <li key={file.fileId}>
              <PaperClipOutlined />{' '}
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" download={file.name}>
                  {file.name}
                </a>
              ) : (
                file.name
              )}
              {file.fileSize !== undefined && (
                <span className={styles.attachmentsSize}>
                  {formatFileSize(file.fileSize, currentLanguage())}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
