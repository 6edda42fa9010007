import type { MenuTreeNode } from '@platform/contracts';
import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from './resource-table.tsx';
import { SchemeTable } from './scheme-table.tsx';

/** The resources of one page menu in four tabs: buttons, list columns, form fields, data schemes. */
export function ResourceDrawer({ menu, onClose }: { menu: MenuTreeNode | undefined; onClose: () => void }) {
  const { t } = useTranslation('systemMenu');
  return (
    <Drawer
      open={menu !== undefined}
      title={t('resource.title', { name: menu?.fullName ?? '' })}
      size={760}
      onClose={onClose}
      destroyOnHidden
    >
      {menu && (
        <Tabs
          items={[
            {
              key: 'button',
              label: t('resource.button'),
              children: <ResourceTable kind="button" moduleId={menu.id} />,
            },
            {
              key: 'column',
              label: t('resource.column'),
              children: <ResourceTable kind="column" moduleId={menu.id} />,
            },
            {
              key: 'form',
              label: t('resource.form'),
              children: <ResourceTable kind="form" moduleId={menu.id} />,
            },
            { key: 'scheme', label: t('resource.scheme'), children: <SchemeTable moduleId={menu.id} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
