import { DownloadOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import { ButtonCode, type EndpointQuery, USER_EXPORT_COLUMNS } from '@platform/contracts';
import { type usersEndpoints, usersImportEndpoints } from '@platform/contracts/web-endpoints';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnSettingsDrawer } from '../../../shared/admin-kit/column-settings-drawer.tsx';
import { ImportDialog } from '../../../shared/import-dialog/import-dialog.tsx';
import { Auth } from '../../../shared/permission/auth.tsx';
import { useUserColumnGate } from './user-columns.tsx';
import { UserExportDialog } from './user-export-dialog.tsx';

/** Title key of each export column (the user namespace's, or the admin kit's shared ones). */
const EXPORT_LABELS = {
  account: 'field.account',
  realName: 'field.realName',
  gender: 'field.gender',
  mobilePhone: 'field.mobilePhone',
  email: 'field.email',
  organizeName: 'field.organize',
  positionName: 'field.position',
  managerName: 'field.manager',
  enabledMark: 'adminKit:field.enabledMark',
  description: 'adminKit:field.description',
  sortCode: 'adminKit:field.sortCode',
  creatorTime: 'adminKit:field.creatorTime',
} as const satisfies Record<(typeof USER_EXPORT_COLUMNS)[number], string>;

interface UserIoToolbarProps {
  params: EndpointQuery<typeof usersEndpoints.list>;
  refresh: () => void;
  /** The page's menu id (column choices are saved per user and menu). */
  moduleId: string | undefined;
  /** The table's data columns the caller may see ({prop, label}), and those shown now (keys). */
  tableColumns: readonly { prop: string; label: string }[];
  shownKeys: readonly string[];
}

/**
 * The user page's import (btn_import: the shared 3-step dialog over the users import contract),
 * export (btn_export: choose columns, download the .xlsx) and column settings (320 px drawer).
 */
export function UserIoToolbar({ params, refresh, moduleId, tableColumns, shownKeys }: UserIoToolbarProps) {
  const { t } = useTranslation(['user', 'adminKit']);
  const isShown = useUserColumnGate();
  const [panel, setPanel] = useState<'import' | 'export' | 'columns'>();
  const exportColumns = useMemo(
    () => USER_EXPORT_COLUMNS.filter(isShown).map((key) => ({ key, label: t(EXPORT_LABELS[key]) })),
    [isShown, t],
  );
  const close = () => setPanel(undefined);
  return (
    <>
      <Auth code={ButtonCode.import}>
        <Button icon={<UploadOutlined />} onClick={() => setPanel('import')}>
          {t('io.import')}
        </Button>
      </Auth>
      <Auth code={ButtonCode.export}>
        <Button icon={<DownloadOutlined />} onClick={() => setPanel('export')}>
          {t('io.export')}
        </Button>
      </Auth>
      {moduleId && (
        <Button icon={<SettingOutlined />} onClick={() => setPanel('columns')} aria-label={t('io.columns')}>
          {t('io.columns')}
        </Button>
      )}
      {panel === 'import' && (
        <ImportDialog open endpoints={usersImportEndpoints} onClose={close} onImported={refresh} />
      )}
      <UserExportDialog
        open={panel === 'export'}
        params={params}
        columns={exportColumns}
        defaultKeys={shownKeys}
        onClose={close}
      />
      {moduleId && (
        <ColumnSettingsDrawer
          open={panel === 'columns'}
          moduleId={moduleId}
          columns={tableColumns}
          onClose={close}
        />
      )}
    </>
  );
}
