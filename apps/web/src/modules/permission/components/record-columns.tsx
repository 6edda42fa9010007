import type { TableColumnType } from 'antd';
import { Tag } from 'antd';
import dayjs from 'dayjs';

/*
 * The 状态 and 创建时间 columns the organize, position, role and group lists share. `t` is the
 * list's own namespace, which holds `column.enabledMark`, `column.creatorTime`, `enabled` and
 * `disabled` in all three languages.
 */

interface RecordRow {
  enabledMark?: number | null;
  creatorTime?: number | null;
}

export function stateAndTimeColumns<T extends RecordRow>(t: (key: string) => string): TableColumnType<T>[] {
  return [
    {
      key: 'enabledMark',
      title: t('column.enabledMark'),
      width: 80,
      render: (_, row) =>
        row.enabledMark === 1 ? (
          <Tag color="success">{t('enabled')}</Tag>
        ) : (
          <Tag color="error">{t('disabled')}</Tag>
        ),
    },
    {
      key: 'creatorTime',
      title: t('column.creatorTime'),
      width: 170,
      render: (_, row) =>
        row.creatorTime === undefined || row.creatorTime === null
          ? ''
          : dayjs(row.creatorTime).format('YYYY-MM-DD HH:mm'),
    },
  ];
}
