import { ButtonCode, MESSAGE_SOURCES, type SendConfigListItem } from '@platform/contracts';
import { sendConfigEndpoints } from '@platform/contracts/web-endpoints';
import { Select, type TableColumnType, Tag } from 'antd';
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
import { messageTemplateLocales } from '../template/message-template.locales.ts';
import { sendConfigLocales } from './send-config.locales.ts';
import { SendConfigFormDialog, type SendConfigFormValues } from './send-config-form-dialog.tsx';
import { SendConfigTestDialog } from './send-config-test-dialog.tsx';

registerLocales(messageTemplateLocales);
registerLocales(sendConfigLocales);

type Filters = { messageSource?: string; templateType?: string; enabledMark?: string };

/** The original's tag colours, one per message type. */
const TYPE_COLOURS: Record<string, string> = {
  '1': 'blue',
  '2': 'green',
  '3': 'red',
  '4': 'geekblue',
  '5': 'cyan',
  '6': 'magenta',
  '7': 'purple',
};

const FILTER_CODES: Record<keyof Filters, readonly string[]> = {
  messageSource: MESSAGE_SOURCES,
  templateType: ['1', '0'],
  enabledMark: ['1', '0'],
};

/**
 * Menu message.sendConfig (消息中心 › 发送配置): configurations with keyword (name or code), source, kind
 * and state filters, paging, new/edit (btn_add/btn_edit; system ones are neither edited nor deleted),
 * enable/disable (btn_edit), copy (btn_copy) and test send (btn_test) in 更多, delete (btn_remove).
 */
export default function SendConfigPage() {
  const { t } = useTranslation(['sendConfig', 'messageTemplate', 'adminKit']);
  const { params, search, filter, page } = useListParams<Filters>();
  const [target, setTarget] = useState<RecordTarget<SendConfigListItem, SendConfigFormValues>>();
  const [testId, setTestId] = useState<string>();
  const columns = useMemo<TableColumnType<SendConfigListItem>[]>(
    () => [
      { ...fieldColumn(t, 'fullName'), minWidth: 200 },
      fieldColumn(t, 'enCode', 180),
      {
        key: 'messageSource',
        dataIndex: 'messageSource',
        title: t('messageTemplate:field.messageSource'),
        width: 100,
        render: (code: string) => t(`messageTemplate:messageSource.${code as '1'}`, { defaultValue: code }),
      },
      {
        key: 'templateType',
        dataIndex: 'templateType',
        title: t('messageTemplate:field.templateType'),
        width: 110,
        render: (code: string) =>
          t(code === '1' ? 'messageTemplate:templateType.1' : 'messageTemplate:templateType.0'),
      },
      {
        key: 'messageType',
        dataIndex: 'messageType',
        title: t('messageTemplate:field.messageType'),
        minWidth: 300,
        render: (types: SendConfigListItem['messageType']) =>
          types.map(({ type, fullName }) => (
            <Tag key={type} color={TYPE_COLOURS[type]} variant="filled">
              {t(`messageTemplate:messageType.${type as '1'}`, { defaultValue: fullName })}
            </Tag>
          )),
      },
      {
        key: 'creatorUser',
        dataIndex: 'creatorUser',
        title: t('messageTemplate:field.creatorUser'),
        width: 120,
      },
      creatorTimeColumn<SendConfigListItem>(t),
      timeColumn<SendConfigListItem>('lastModifyTime', t('messageTemplate:field.lastModifyTime')),
      fieldColumn(t, 'sortCode', 70),
      stateColumn<SendConfigListItem>(t),
    ],
    [t],
  );
  const list = useAdminList({ endpoint: sendConfigEndpoints.list, query: params, columns });
  const label = (key: keyof Filters, code: string) =>
    key === 'enabledMark'
      ? t(`state.${code as '1'}`)
      : t(`messageTemplate:${key}.${code as '1'}`, { defaultValue: code });
  const choice = (key: keyof Filters) => (
    <Select<string>
      allowClear
      value={params[key]}
      placeholder={t(key === 'enabledMark' ? 'adminKit:field.enabledMark' : `messageTemplate:field.${key}`)}
      style={{ width: 140 }}
      onChange={(value) => filter({ [key]: value })}
      options={FILTER_CODES[key].map((code) => ({ value: code, label: label(key, code) }))}
      data-testid={`send-config-filter-${key}`}
    />
  );

  const actions = useCustomRecordActions<SendConfigListItem>({
    onEdit: (row) => setTarget({ row }),
    setState: (row) => callWithMessage(sendConfigEndpoints.setState, { params: { id: row.id } }),
    copy: (row) => callWithMessage(sendConfigEndpoints.copy, { params: { id: row.id } }),
    remove: (row) => callWithMessage(sendConfigEndpoints.remove, { params: { id: row.id } }),
    more: [
      {
        code: ButtonCode.test,
        label: t('testSend'),
        isInMore: true,
        onClick: (row) => setTestId(row.id),
      },
    ],
  });

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('adminKit:nameCodePlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        onReset={() => filter({ messageSource: undefined, templateType: undefined, enabledMark: undefined })}
        testId="send-config-search"
        filters={
          <>
            {choice('messageSource')}
            {choice('templateType')}
            {choice('enabledMark')}
          </>
        }
        actions={<AddButton onClick={() => setTarget({})} />}
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="send-config"
        scrollX={1500}
        actionsWidth={200}
        actions={actions}
      />
      <SendConfigFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.refresh} />
      <SendConfigTestDialog configId={testId} onClose={() => setTestId(undefined)} />
    </AdminPage>
  );
}
