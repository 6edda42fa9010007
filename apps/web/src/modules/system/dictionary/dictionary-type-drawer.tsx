import { ButtonCode, type DictionaryTypeNode } from '@platform/contracts';
import { dictionaryDataEndpoints, dictionaryTypeEndpoints } from '@platform/contracts/web-endpoints';
import { Button, Drawer, Flex, type TableColumnType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAndDownload, callWithMessage } from '../../../platform/http/call.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { BackupImportDialog } from '../../../shared/admin-kit/backup-import-dialog.tsx';
import { fieldColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { useTreeExpansion } from '../../../shared/admin-kit/tree-expansion.ts';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { DictionaryTypeDialog, type DictionaryTypeValues } from './dictionary-type-dialog.tsx';

interface DictionaryTypeDrawerProps {
  open: boolean;
  /** Closing refreshes the page's category tree. */
  onClose: () => void;
}

/** The fixed roots 业务字典 and 系统字典 offer no action. */
const isEditable = (row: DictionaryTypeNode) => row.id !== '0' && row.id !== '1';

/**
 * 字典分类管理 (700 px): the category tree table with refresh, new and `.bdd` import; each category
 * but the two roots can be edited, exported (asked first) and deleted (asked first).
 */
export function DictionaryTypeDrawer({ open, onClose }: DictionaryTypeDrawerProps) {
  const { t } = useTranslation(['dictionary', 'adminKit']);
  const [target, setTarget] = useState<RecordTarget<DictionaryTypeNode, DictionaryTypeValues> | undefined>();
  const [isImporting, setIsImporting] = useState(false);
  const columns = useMemo<TableColumnType<DictionaryTypeNode>[]>(
    () => [
      fieldColumn(t, 'fullName'),
      fieldColumn(t, 'enCode'),
      fieldColumn(t, 'sortCode', 70),
      {
        key: 'isTree',
        title: t('field.isTree'),
        width: 70,
        render: (_, row) =>
          row.isTree === 1 ? (
            <Tag color="success">{t('isTree.yes')}</Tag>
          ) : (
            <Tag color="error">{t('isTree.no')}</Tag>
          ),
      },
    ],
    [t],
  );
  const list = useAdminList({ endpoint: dictionaryTypeEndpoints.list, columns, enabled: open });
  const tree = useTreeExpansion(list.list.data?.list, true);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('drawerTitle')}
      size={700}
      destroyOnHidden
      data-testid="dictionary-type-drawer"
    >
      <Flex justify="space-between" style={{ marginBottom: 16 }}>
        <Flex gap={8}>
          <AddButton onClick={() => setTarget({})} />
          <Auth code={ButtonCode.import}>
            <Button onClick={() => setIsImporting(true)} data-testid="dictionary-import-open">
              {t('import')}
            </Button>
          </Auth>
        </Flex>
        <Button onClick={list.refresh}>{t('adminKit:refresh')}</Button>
      </Flex>
      <AdminTable
        state={list}
        tree={tree}
        testId="dictionary-types-table"
        scrollX={false}
        actionsWidth={150}
        actions={[
          {
            code: ButtonCode.edit,
            label: t('adminKit:edit'),
            isShownFor: isEditable,
            onClick: (row) => setTarget({ row }),
          },
          {
            code: ButtonCode.export,
            label: t('export'),
            isShownFor: isEditable,
            prompt: () => ({ content: t('exportPrompt') }),
            confirmRun: (row) => callAndDownload(dictionaryDataEndpoints.export, { params: { id: row.id } }),
          },
          {
            code: ButtonCode.remove,
            label: t('adminKit:remove'),
            isDanger: true,
            isShownFor: isEditable,
            prompt: () => 'delete',
            confirmRun: (row) => callWithMessage(dictionaryTypeEndpoints.remove, { params: { id: row.id } }),
          },
        ]}
      />
      <DictionaryTypeDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.refresh} />
      <BackupImportDialog
        open={isImporting}
        endpoint={dictionaryDataEndpoints.import}
        accept=".bdd"
        title={t('importTitle')}
        testId="dictionary-import"
        onClose={() => setIsImporting(false)}
        onImported={list.refresh}
      />
    </Drawer>
  );
}
