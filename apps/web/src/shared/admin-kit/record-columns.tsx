import type { TableColumnType } from 'antd';
import { Tag } from 'antd';
import dayjs from 'dayjs';

/*
 * Columns many administration lists share. `t` is the list's own namespace, which holds
 * `column.enabledMark`, `column.creatorTime`, `enabled` and `disabled` in all three languages.
 */

type Translate = (key: string) => string;

/** 状态: a green 启用 or red 禁用 tag from `enabledMark`. */
export function stateColumn<T extends { enabledMark?: number | null }>(
  t: Translate,
  width = 80,
): TableColumnType<T> {
  return {
    key: 'enabledMark',
    title: t('column.enabledMark'),
    width,
    render: (_, row) =>
      row.enabledMark === 1 ? (
        <Tag color="success">{t('enabled')}</Tag>
      ) : (
        <Tag color="error">{t('disabled')}</Tag>
      ),
  };
}

/** 创建时间 as yyyy-MM-dd HH:mm (empty when the column grants leave it out of the row). */
export function creatorTimeColumn<T extends { creatorTime?: number | null }>(
  t: Translate,
): TableColumnType<T> {
  return {
    key: 'creatorTime',
    title: t('column.creatorTime'),
    width: 170,
    render: (_, row) =>
      row.creatorTime === undefined || row.creatorTime === null
        ? ''
        : dayjs(row.creatorTime).format('YYYY-MM-DD HH:mm'),
  };
}
