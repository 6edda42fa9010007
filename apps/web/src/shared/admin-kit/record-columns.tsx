import type { TableColumnType } from 'antd';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { NamespacedKey } from '../../platform/i18n/define-locales.ts';

/*
 * Columns many administration lists share. `t` is the list's translate function (useTranslation of
 * the page): titles and tags come from the admin kit's namespace (`adminKit:field.*`).
 */

/** The page's `t`: any whose namespace list names 'adminKit' (`useTranslation([page, 'adminKit'])`). */
export type AdminKitTranslate = (key: NamespacedKey<'adminKit'>) => string;

/** A plain text column whose key is the row field and whose title is the kit's `field.<key>`. */
export function fieldColumn<T>(
  t: AdminKitTranslate,
  key: 'fullName' | 'enCode' | 'sortCode' | 'userCount' | 'description',
  width?: number,
): TableColumnType<T> {
  return {
    key,
    dataIndex: key,
    title: t(`adminKit:field.${key}`),
    ...(width === undefined ? { ellipsis: true } : { width }),
  };
}

/** 状态: a green 启用 or red 禁用 tag from `enabledMark`. */
export function stateColumn<T extends { enabledMark?: number | null }>(
  t: AdminKitTranslate,
  width = 80,
): TableColumnType<T> {
  return {
    key: 'enabledMark',
    title: t('adminKit:field.enabledMark'),
    width,
    render: (_, row) =>
      row.enabledMark === 1 ? (
        <Tag color="success">{t('adminKit:enabled')}</Tag>
      ) : (
        <Tag color="error">{t('adminKit:disabled')}</Tag>
      ),
  };
}

/**
 * A time column: the row field `key` (epoch ms) as `format`, empty when the row leaves it out (a
 * column grant the caller lacks).
 */
export function timeColumn<T>(
  key: keyof T & string,
  title: string,
  options: { width?: number; format?: string } = {},
): TableColumnType<T> {
  const { width = 170, format = 'YYYY-MM-DD HH:mm' } = options;
  return {
    key,
    title,
    width,
    render: (_, row) => {
      const value = row[key] as number | null | undefined;
      return value === undefined || value === null ? '' : dayjs(value).format(format);
    },
  };
}

/** 创建时间 as yyyy-MM-dd HH:mm. */
export function creatorTimeColumn<T extends { creatorTime?: number | null }>(
  t: AdminKitTranslate,
): TableColumnType<T> {
  return timeColumn<T>('creatorTime' as keyof T & string, t('adminKit:field.creatorTime'));
}
