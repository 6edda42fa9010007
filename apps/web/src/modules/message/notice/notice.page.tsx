import { ButtonCode, type NoticeListItem, resourceCodes } from '@platform/contracts';
import { noticeEndpoints } from '@platform/contracts/web-endpoints';
import { Select, type TableColumnType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { creatorTimeColumn, timeColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { messageLocales } from '../message.locales.ts';
import { noticeLocales } from './notice.locales.ts';
import { NoticeFormDialog, type NoticeFormValues } from './notice-form-dialog.tsx';
import { NoticeViewDialog } from './notice-view-dialog.tsx';

registerLocales(messageLocales, noticeLocales);

const COLUMN_CODES = resourceCodes('notice').columns;
const DRAFT = 0;
const STATES = {
  '0': { key: 'state.0', color: 'warning' },
  '1': { key: 'state.1', color: 'success' },
  '2': { key: 'state.2', color: 'default' },
} as const;
const CATEGORY_KEYS = { '1': 'category.1', '2': 'category.2' } as const;

const stateOf = (value: number | undefined) => STATES[String(value) as keyof typeof STATES];

/**
 * Menu message.notice (系统公告): notices by title and state, newest first; new and edit (drafts only),
 * details, release (once, after a confirmation) and delete.
 */
export default function NoticePage() {
  const { t } = useTranslation(['notice', 'adminKit']);
  const { params, search, filter, page } = useListParams<{ enabledMark: number[] }>({ enabledMark: [] });
  const [target, setTarget] = useState<RecordTarget<NoticeListItem, NoticeFormValues> | undefined>();
  const [viewId, setViewId] = useState<string | null>(null);
  const columns = useMemo<TableColumnType<NoticeListItem>[]>(
    () => [
      { key: 'title', dataIndex: 'title', title: t('field.title'), ellipsis: true },
      {
        key: 'category',
        title: t('field.category'),
        width: 100,
        render: (_, row) => {
          const key = CATEGORY_KEYS[row.category as keyof typeof CATEGORY_KEYS];
          return key ? t(key) : row.category;
        },
      },
      timeColumn<NoticeListItem>('expirationTime', t('field.expirationTime')),
      {
        key: 'creatorUser',
        dataIndex: 'creatorUser',
        title: t('field.creatorUser'),
        width: 140,
        ellipsis: true,
      },
      creatorTimeColumn<NoticeListItem>(t),
      {
        key: 'releaseUser',
        dataIndex: 'releaseUser',
        title: t('field.releaseUser'),
        width: 140,
        ellipsis: true,
      },
      timeColumn<NoticeListItem>('releaseTime', t('field.releaseTime')),
      {
        key: 'enabledMark',
        title: t('adminKit:field.enabledMark'),
        width: 90,
        render: (_, row) => {
          const state = stateOf(row.enabledMark);
          return state ? <Tag color={state.color}>{t(state.key)}</Tag> : null;
        },
      },
    ],
    [t],
  );
  const list = useAdminList({
    endpoint: noticeEndpoints.list,
    body: params,
    columns,
    grantCodes: COLUMN_CODES,
  });
  const isDraft = (row: NoticeListItem) => row.enabledMark === DRAFT;

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        onReset={() => filter({ enabledMark: [] })}
        filters={
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 180 }}
            value={params.enabledMark}
            onChange={(enabledMark: number[]) => filter({ enabledMark })}
            placeholder={t('statePlaceholder')}
            options={Object.entries(STATES).map(([value, state]) => ({
              value: Number(value),
              label: t(state.key),
            }))}
            data-testid="notice-state-filter"
          />
        }
        testId="notice-search"
        actions={<AddButton onClick={() => setTarget({})} />}
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="notice"
        onRemove={(row) => callWithMessage(noticeEndpoints.remove, { params: { id: row.id } })}
        actions={[
          {
            code: ButtonCode.edit,
            label: t('adminKit:edit'),
            isShownFor: isDraft,
            onClick: (row) => setTarget({ row }),
          },
          { label: t('view'), onClick: (row) => setViewId(row.id) },
          {
            code: ButtonCode.release,
            label: t('release'),
            isShownFor: isDraft,
            prompt: () => ({ content: t('confirmRelease') }),
            confirmRun: (row) => callWithMessage(noticeEndpoints.release, { params: { id: row.id } }),
          },
        ]}
      />
      <NoticeFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.refresh} />
      <NoticeViewDialog noticeId={viewId} onClose={() => setViewId(null)} />
    </AdminPage>
  );
}
