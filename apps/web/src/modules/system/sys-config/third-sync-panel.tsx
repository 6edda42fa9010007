import { ButtonCode, type ThirdSyncTotal } from '@platform/contracts';
import { thirdSyncEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { thirdSyncLocales } from './third-sync.locales.ts';

registerLocales(thirdSyncLocales);

type ThirdType = '1' | '2';

/** The push of one data type to one target; the request helper waits 100 s for SynThirdInfo calls. */
const PUSH = {
  '1': { '1': thirdSyncEndpoints.organizeToWeCom, '2': thirdSyncEndpoints.userToWeCom },
  '2': { '1': thirdSyncEndpoints.organizeToDingTalk, '2': thirdSyncEndpoints.userToDingTalk },
} as const;

const COUNTS = ['recordTotal', 'synSuccessCount', 'synFailCount', 'unSynCount'] as const;

/** The columns of a totals table: type, counts and the last sync time. */
export function thirdSyncTotalColumns(t: TFunction<'thirdSync'>): TableColumnType<ThirdSyncTotal>[] {
  return [
    { key: 'synType', title: t('column.synType'), render: (_, row) => t(`dataType.${row.dataType}`) },
    ...COUNTS.map((key) => ({ key, dataIndex: key, title: t(`column.${key}`), width: 90 })),
    {
      key: 'synDate',
      title: t('column.synDate'),
      width: 170,
      render: (_, row) =>
        row.synDate === null ? t('never') : dayjs(row.synDate).format('YYYY-MM-DD HH:mm:ss'),
    },
  ];
}

/**
 * 第三方设置 → 企业微信 / 阿里钉钉: how many organizations and users reached the service, and the
 * buttons that push them (asked first; the button spins while the server works).
 */
export function ThirdSyncPanel({ thirdType }: { thirdType: ThirdType }) {
  const { t } = useTranslation('thirdSync');
  const confirm = useConfirmAction();
  const [running, setRunning] = useState<ThirdSyncTotal['dataType'] | null>(null);
  const totals = useQuery(endpointQuery(thirdSyncEndpoints.totals, { params: { type: thirdType } }));

  const push = (dataType: ThirdSyncTotal['dataType']) =>
    confirm(
      { content: t(`confirm.${dataType}`, { target: t(`target.${thirdType}`) }) },
      async () => {
        setRunning(dataType);
        try {
          return (await callWithMessage(PUSH[thirdType][dataType], { query: { type: '0' } })).msg;
        } finally {
          setRunning(null);
          void totals.refetch();
        }
      },
      () => undefined,
    );

  const columns: TableColumnType<ThirdSyncTotal>[] = [
    ...thirdSyncTotalColumns(t),
    {
      key: 'action',
      width: 130,
      render: (_, row) => (
        <Auth code={ButtonCode.edit}>
          <Button
            type="link"
            loading={running === row.dataType}
            disabled={running !== null && running !== row.dataType}
            onClick={() => push(row.dataType)}
            data-testid={`third-sync-${thirdType}-${row.dataType}`}
          >
            {t(`action.${row.dataType}`)}
          </Button>
        </Auth>
      ),
    },
  ];

  return (
    <Table<ThirdSyncTotal>
      size="small"
      rowKey="dataType"
      title={() => t('title')}
      columns={columns}
      dataSource={totals.data ?? []}
      loading={totals.isLoading}
      pagination={false}
      data-testid={`third-sync-${thirdType}`}
    />
  );
}
