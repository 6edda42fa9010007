import { DownOutlined } from '@ant-design/icons';
import type { UserListItem } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../../shared/permission/auth.tsx';
import { usePermission } from '../../../../shared/permission/use-permission.ts';

/** Width of the fixed 操作 column: 编辑, 删除 and 更多 in the widest of the three languages. */
export const USER_ACTIONS_WIDTH = 176;

export interface UserRowHandlers {
  edit: (row: UserListItem) => void;
  remove: (row: UserListItem) => void;
  toggle: (row: UserListItem) => void;
  unlock: (row: UserListItem) => void;
  resetPassword: (row: UserListItem) => void;
  handover: (row: UserListItem) => void;
}

/**
 * The actions of one user row: the two everyday ones (编辑, 删除) inline, the account actions
 * (禁用/启用, 解锁 while locked, 重置密码, 工作交接) in 更多, so the fixed column stays narrow and the data
 * columns keep their room. Each entry still needs its button code; 更多 is left out when none is granted.
 */
export function UserRowActions({ row, on }: { row: UserListItem; on: UserRowHandlers }) {
  const { t } = useTranslation('user');
  const permission = usePermission();
  const more: NonNullable<MenuProps['items']> = [
    permission.has(ButtonCode.state) && {
      key: 'state',
      label: row.enabledMark === 0 ? t('enable') : t('disable'),
      onClick: () => on.toggle(row),
    },
    row.enabledMark === 2 &&
      permission.has(ButtonCode.unlock) && {
        key: 'unlock',
        label: t('unlock'),
        onClick: () => on.unlock(row),
      },
    permission.has(ButtonCode.resetPassword) && {
      key: 'resetPassword',
      label: t('resetPassword'),
      onClick: () => on.resetPassword(row),
    },
    // Handing work over rewrites the user's memberships: the same right as editing the user.
    permission.has(ButtonCode.edit) && {
      key: 'handover',
      label: t('handover'),
      onClick: () => on.handover(row),
    },
  ].filter((item) => item !== false);

  return (
    <>
      <Auth code={ButtonCode.edit}>
        <Button type="link" size="small" onClick={() => on.edit(row)}>
          {t('edit')}
        </Button>
      </Auth>
      <Auth code={ButtonCode.remove}>
        <Button type="link" size="small" danger onClick={() => on.remove(row)}>
          {t('remove')}
        </Button>
      </Auth>
      {more.length > 0 && (
        <Dropdown menu={{ items: more }} trigger={['click']}>
          <Button type="link" size="small" data-testid="user-row-more">
            {t('more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </>
  );
}
