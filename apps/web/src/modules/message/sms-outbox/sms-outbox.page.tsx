import type { SmsOutboxItem } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { smsOutboxEndpoints } from '@platform/contracts/web-endpoints';
import { Alert, Descriptions, Modal, type TableColumnType } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { timeColumn } from '../../../shared/admin-kit/record-columns.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { smsOutboxLocales } from './sms-outbox.locales.ts';

registerLocales(smsOutboxLocales);

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * Menu message.smsOutbox (urlAddress message/smsOutbox): what the default demo SMS sender wrote instead
 * of sending, newest first, searched by the start of the number. The server refuses users without the
 * menu grant; the detail button follows btn_detail.
 */
export default function SmsOutboxPage() {
  const { t } = useTranslation('smsOutbox');
  // keyword is the start of a mobile number ('' = all).
  const { params, search, page } = useListParams();
  const [detail, setDetail] = useState<SmsOutboxItem | null>(null);
  const columns = useMemo<TableColumnType<SmsOutboxItem>[]>(
    () => [
      { key: 'mobile', dataIndex: 'mobile', title: t('mobile'), width: 140 },
      { key: 'content', dataIndex: 'content', title: t('content'), ellipsis: true },
      timeColumn<SmsOutboxItem>('creatorTime', t('creatorTime'), { width: 180, format: TIME_FORMAT }),
    ],
    [t],
  );
  const list = useAdminList({ endpoint: smsOutboxEndpoints.list, query: params, columns });

  return (
    <AdminPage>
      <Alert type="info" showIcon title={t('notice')} style={{ marginBottom: 16 }} />
      <SearchBar
        placeholder={t('searchPlaceholder')}
        maxLength={20}
        onSearch={search}
        onRefresh={list.refresh}
        testId="sms-outbox"
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="sms-outbox"
        scrollX={800}
        actionsWidth={90}
        actions={[{ code: ButtonCode.detail, label: t('detail'), onClick: setDetail }]}
      />
      <Modal
        open={detail !== null}
        title={t('detailTitle')}
        footer={null}
        onCancel={() => setDetail(null)}
        destroyOnHidden
      >
        {detail && (
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'mobile', label: t('mobile'), children: detail.mobile },
              {
                key: 'creatorTime',
                label: t('creatorTime'),
                children: dayjs(detail.creatorTime).format(TIME_FORMAT),
              },
              {
                key: 'content',
                label: t('content'),
                children: <span style={{ whiteSpace: 'pre-wrap' }}>{detail.content}</span>,
              },
            ]}
          />
        )}
      </Modal>
    </AdminPage>
  );
}
