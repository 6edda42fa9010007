import { MESSAGE_SEND_TYPES, MESSAGE_SOURCES, type MessageTemplateListItem } from '@platform/contracts';
import { messageTemplateEndpoints } from '@platform/contracts/web-endpoints';
import { Select, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import {
  creatorTimeColumn,
  fieldColumn,
  stateColumn,
  timeColumn,
} from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { useCustomRecordActions } from '../custom-record-actions.ts';
import { messageTemplateLocales } from './message-template.locales.ts';
import { MessageTemplateFormDialog, type TemplateFormValues } from './message-template-form-dialog.tsx';

registerLocales(messageTemplateLocales);

type Filters = { messageType?: string; messageSource?: string };

/**
 * Menu message.template (消息中心 › 消息模板): templates with keyword (name or code), type and source
 * filters, paging, new/edit (btn_add/btn_edit; system templates are neither edited nor deleted), enable/disable (btn_edit, as the server asks),
 * copy in 更多 (btn_copy) and delete (btn_remove), each after asking.
 */
export default function TemplatePage() {
  const { t } = useTranslation(['messageTemplate', 'adminKit']);
  const { params, search, filter, page } = useListParams<Filters>();
  const [target, setTarget] = useState<RecordTarget<MessageTemplateListItem, TemplateFormValues>>();
  const columns = useMemo<TableColumnType<MessageTemplateListItem>[]>(
    () => [
      { ...fieldColumn(t, 'fullName'), minWidth: 200 },
      fieldColumn(t, 'enCode', 180),
      {
        key: 'messageSource',
        dataIndex: 'messageSource',
        title: t('field.messageSource'),
        width: 100,
        render: (code: string) => t(`messageSource.${code as '1'}`, { defaultValue: code }),
      },
      {
        key: 'messageType',
        dataIndex: 'messageType',
        title: t('field.messageType'),
        width: 110,
        render: (code: string) => t(`messageType.${code as '1'}`, { defaultValue: code }),
      },
      {
        key: 'templateType',
        dataIndex: 'templateType',
        title: t('field.templateType'),
        width: 110,
        render: (code: string) => t(code === '1' ? 'templateType.1' : 'templateType.0'),
      },
      { key: 'creatorUser', dataIndex: 'creatorUser', title: t('field.creatorUser'), width: 120 },
      creatorTimeColumn<MessageTemplateListItem>(t),
      timeColumn<MessageTemplateListItem>('lastModifyTime', t('field.lastModifyTime')),
      fieldColumn(t, 'sortCode', 70),
      stateColumn<MessageTemplateListItem>(t),
    ],
    [t],
  );
  const list = useAdminList({ endpoint: messageTemplateEndpoints.list, query: params, columns });
  const choice = (key: keyof Filters, codes: readonly string[]) => (
    <Select<string>
      allowClear
      value={params[key]}
      placeholder={t(`field.${key}`)}
      style={{ width: 140 }}
      onChange={(value) => filter({ [key]: value })}
      options={codes.map((code) => ({ value: code, label: t(`${key}.${code as '1'}`) }))}
      data-testid={`message-template-filter-${key}`}
    />
  );

  const actions = useCustomRecordActions<MessageTemplateListItem>({
    onEdit: (row) => setTarget({ row }),
    setState: (row) => callWithMessage(messageTemplateEndpoints.setState, { params: { id: row.id } }),
    copy: (row) => callWithMessage(messageTemplateEndpoints.copy, { params: { id: row.id } }),
    remove: (row) => callWithMessage(messageTemplateEndpoints.remove, { params: { id: row.id } }),
  });

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('adminKit:nameCodePlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        onReset={() => filter({ messageType: undefined, messageSource: undefined })}
        testId="message-template-search"
        filters={
          <>
            {choice('messageSource', MESSAGE_SOURCES)}
            {choice('messageType', MESSAGE_SEND_TYPES)}
          </>
        }
        actions={<AddButton onClick={() => setTarget({})} />}
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="message-template"
        scrollX={1400}
        actionsWidth={200}
        actions={actions}
      />
      <MessageTemplateFormDialog
        target={target}
        onClose={() => setTarget(undefined)}
        onSaved={list.refresh}
      />
    </AdminPage>
  );
}
