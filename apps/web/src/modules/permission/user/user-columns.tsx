import type { UserExportColumn, UserListItem } from '@platform/contracts';
import { type TableColumnType, Tag } from 'antd';

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../../shared/admin-kit/record-columns.tsx';
import { useGrantGate } from '../../../shared/permission/use-grant-gate.ts';
import { USER_CODES } from '../grant-codes.ts';

/*
 * The data columns of the user table: a column whose key is one of the user menu's column
 * resources shows only when the page's permission entry lists that code; the server leaves the same
 * fields out of the rows (ADR 0009). Keys are the row fields, so the column drawer, the export and
 * the server speak of the same names.
 */

/** The user menu's column resources (permission.user); other columns are not governed by column grants. */
export const USER_COLUMN_CODES: ReadonlySet<string> = USER_CODES.columns;

type DataColumnKey = Extract<
  UserExportColumn,
  | 'account'
  | 'realName'
  | 'gender'
  | 'mobilePhone'
  | 'organizeName'
  | 'positionName'
  | 'managerName'
  | 'enabledMark'
  | 'creatorTime'
>;
export type UserColumn = TableColumnType<UserListItem> & { key: DataColumnKey };

const GENDER_KEYS: Record<number, 'male' | 'female' | 'secret'> = { 1: 'male', 2: 'female', 3: 'secret' };
/** The tag of each account state, and its text. */
export const STATE_TAGS = {
  1: { color: 'success', key: 'adminKit:enabled' },
  0: { color: 'error', key: 'adminKit:disabled' },
  2: { color: 'warning', key: 'locked' },
} as const;

/** Whether the current page may show a field of the user list (ungoverned keys always). */
export function useUserColumnGate(): (key: string) => boolean {
  return useGrantGate('column', USER_COLUMN_CODES);
}

/*
 * Every column has a width and cuts long text (full text on hover), so at 1440 px no column is squeezed
 * to nothing and nothing overlaps; the table scrolls sideways only when the sum is wider than its card.
 */

/** The data columns the caller may see, in the page's default order. */
export function useUserDataColumns(): UserColumn[] {
  const { t } = useTranslation(['user', 'adminKit']);
  const isShown = useUserColumnGate();
  return useMemo(() => {
    // antd puts a cut plain-text cell's value into its title: the whole text on hover.
    const text = (key: 'account' | 'mobilePhone' | 'organizeName' | 'positionName' | 'managerName') =>
      ({ key, dataIndex: key, ellipsis: true }) satisfies UserColumn;
    const all: UserColumn[] = [
      { ...text('account'), title: t('field.account'), width: 110 },
      {
        key: 'realName',
        title: t('field.realName'),
        width: 140,
        ellipsis: true,
        // Name and tag are not one text, so antd cannot title the cut cell itself.
        render: (_, row) => (
          <span title={row.realName ?? ''}>
            {row.realName} {row.isAdministrator && <Tag color="gold">{t('administrator')}</Tag>}
          </span>
        ),
      },
      {
        key: 'gender',
        title: t('field.gender'),
        width: 60,
        render: (_, row) =>
          row.gender && GENDER_KEYS[row.gender] ? t(`gender.${GENDER_KEYS[row.gender]}`) : '',
      },
      { ...text('mobilePhone'), title: t('field.mobilePhone'), width: 116 },
      { ...text('organizeName'), title: t('field.organize'), width: 150 },
      { ...text('positionName'), title: t('field.position'), width: 110 },
      { ...text('managerName'), title: t('field.manager'), width: 96 },
      {
        key: 'enabledMark',
        title: t('adminKit:field.enabledMark'),
        width: 72,
        render: (_, row) => {
          const tag = STATE_TAGS[row.enabledMark as 0 | 1 | 2];
          return tag ? <Tag color={tag.color}>{t(tag.key)}</Tag> : null;
        },
      },
      {
        ...timeColumn<UserListItem>('creatorTime', t('adminKit:field.creatorTime'), { width: 140 }),
        key: 'creatorTime',
      },
    ];
    return all.filter((column) => isShown(column.key));
  }, [t, isShown]);
}
