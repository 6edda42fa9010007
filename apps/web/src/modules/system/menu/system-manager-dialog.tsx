import { ButtonCode, type EndpointBody, type SystemInfo } from '@platform/contracts';
import { systemEndpoints } from '@platform/contracts/web-endpoints';
import { Flex, Form, Modal, type TableColumnType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { type NamedRecordValues, namedRecord } from '../../../shared/admin-kit/named-record.ts';
import { fieldColumn, stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import { NameCodeFields, SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { RecordFormDialog, type RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { IconPicker } from '../../../shared/menu-icon/icon-picker.tsx';
import { MenuIcon } from '../../../shared/menu-icon/menu-icon.tsx';

interface SystemFormValues extends NamedRecordValues {
  icon?: string | null;
}

const NEW_SYSTEM: Partial<SystemFormValues> = { ...namedRecord.initial, fullName: '', enCode: '' };

const toValues = (system: SystemInfo): Partial<SystemFormValues> => ({
  ...namedRecord.values(system),
  icon: system.icon,
});

const toBody = (values: SystemFormValues): EndpointBody<typeof systemEndpoints.create> => ({
  ...namedRecord.body(values),
  icon: values.icon ?? null,
});

interface SystemManagerDialogProps {
  open: boolean;
  onClose: () => void;
  /** After any change: the page reloads its system tabs. */
  onChanged: () => void;
}

/** Systems (应用) are few: one small table with new, edit and delete, opened from the menu page. */
export function SystemManagerDialog({ open, onClose, onChanged }: SystemManagerDialogProps) {
  const { t } = useTranslation(['systemMenu', 'adminKit']);
  const [target, setTarget] = useState<RecordTarget<SystemInfo, never> | undefined>();
  const columns = useMemo<TableColumnType<SystemInfo>[]>(
    () => [
      {
        key: 'fullName',
        title: t('system.fullName'),
        render: (_, row) => (
          <span>
            <MenuIcon name={row.icon} /> {row.fullName}{' '}
            {row.isMain === 1 && <Tag color="blue">{t('system.main')}</Tag>}
          </span>
        ),
      },
      { key: 'enCode', dataIndex: 'enCode', title: t('system.enCode') },
      fieldColumn(t, 'sortCode', 70),
      stateColumn(t),
    ],
    [t],
  );
  const list = useAdminList({ endpoint: systemEndpoints.list, columns, enabled: open });
  const refresh = () => {
    list.refresh();
    onChanged();
  };

  return (
    <Modal open={open} title={t('system.title')} width={760} footer={null} onCancel={onClose} destroyOnHidden>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <AddButton onClick={() => setTarget({})} />
      </Flex>
      <AdminTable
        state={{ ...list, refresh }}
        testId="system-manager"
        scrollX={false}
        tableProps={{ size: 'small' }}
        onEdit={(row) => setTarget({ row })}
        actions={[
          {
            code: ButtonCode.remove,
            label: t('adminKit:remove'),
            isDanger: true,
            // The main system stays.
            isShownFor: (row) => row.isMain !== 1,
            confirmRun: (row) => callWithMessage(systemEndpoints.remove, { params: { id: row.id } }),
          },
        ]}
      />
      <RecordFormDialog
        target={target}
        endpoints={{ create: systemEndpoints.create, update: systemEndpoints.update }}
        newValues={NEW_SYSTEM}
        toValues={toValues}
        toBody={toBody}
        thing={t('thing.system')}
        testId="system-form-dialog"
        onClose={() => setTarget(undefined)}
        onSaved={refresh}
      >
        {(_, { record }) => (
          <>
            <NameCodeFields
              messagesNs="systemMenu"
              labels={{ fullName: t('system.fullName'), enCode: t('system.enCode') }}
            />
            <Form.Item name="icon" label={t('column.icon')}>
              <IconPicker placeholder={t('form.iconPlaceholder')} />
            </Form.Item>
            <SortStateDescriptionFields descriptionRows={2} isStateLocked={record?.isMain === 1} />
          </>
        )}
      </RecordFormDialog>
    </Modal>
  );
}
