import type { UserExportColumn, UserListItem } from '@platform/contracts';
import { resourceCodes } from '@platform/contracts';
import { type TableColumnType, Tag } from 'antd';

import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrantGate } from '../../../../shared/permission/use-grant-gate.ts';

/*
 * The data columns of the user table (spec §6): a column whose key is one of the user menu's column
 * resources shows only when the page's permission entry lists that code; the server leaves the same
 * fields out of the rows (ADR 0009). Keys are the row fields, so the column drawer, the export and
 * the server speak of the same names.
 */

/** The user menu's column resources (permission.user); other columns are not governed by column grants. */
export const USER_COLUMN_CODES: ReadonlySet<string> = resourceCodes('user').columns;

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
export const STATE_TAGS = {
  1: { color: 'success', key: 'enabled' },
  0: { color: 'error', key: 'disabled' },
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
  const { t } = useTranslation('user');
  const isShown = useUserColumnGate();
  return useMemo(() => {
    // antd puts a cut plain-text cell's value into its title: the whole text on hover.
    const text = (key: 'account' | 'mobilePhone' | 'organizeName' | 'positionName' | 'managerName') =>
      ({ key, dataIndex: key, ellipsis: true }) satisfies UserColumn;
    const all: UserColumn[] = [
      { ...text('account'), title: t('column.account'), width: 110 },
      {
        key: 'realName',
        title: t('column.realName'),
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
        title: t('column.gender'),
        width: 60,
        render: (_, row) =>
          row.gender && GENDER_KEYS[row.gender] ? t(`gender.${GENDER_KEYS[row.gender]}`) : '',
      },
      { ...text('mobilePhone'), title: t('column.mobilePhone'), width: 116 },
      { ...text('organizeName'), title: t('column.organize'), width: 150 },
      { ...text('positionName'), title: t('column.position'), width: 110 },
      { ...text('managerName'), title: t('column.manager'), width: 96 },
      {
        key: 'enabledMark',
        title: t('column.enabledMark'),
        width: 72,
        render: (_, row) => {
          const tag = STATE_TAGS[row.enabledMark as 0 | 1 | 2];
          return tag ? <Tag color={tag.color}>{t(`state.${tag.key}`)}</Tag> : null;
        },
      },
      {
        key: 'creatorTime',
        title: t('column.creatorTime'),
        width: 140,
        render: (_, row) =>
          row.creatorTime === undefined ? '' : dayjs(row.creatorTime).format('YYYY-MM-DD HH:mm'),
      },
    ];
    return all.filter((column) => isShown(column.key));
  }, [t, isShown]);
}

/** Whether any column of the user menu's column resources is granted (the rest alone is no list). */
export function hasGrantedUserColumn(columns: readonly UserColumn[]): boolean {
  return columns.some((column) => USER_COLUMN_CODES.has(column.key));
}
