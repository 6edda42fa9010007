import type { LogCategory, LogItem } from '@platform/contracts';
import { type TableColumnType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { keyIn } from '../../../platform/i18n/define-locales.ts';
import { timeColumn } from '../../../shared/admin-kit/record-columns.tsx';
import { logLocales } from './log.locales.ts';

type Column = TableColumnType<LogItem>;
const STRINGS = logLocales.resources['zh-CN'];
type Field = keyof typeof STRINGS.field & keyof LogItem;

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

function text(t: TFunction<'log'>, key: Field, width?: number): Column {
  return { key, dataIndex: key, title: t(`field.${key}`), width, ellipsis: true };
}

/** What an operation's action code says (the raw code when the strings do not name it). */
export function actionLabel(t: TFunction<'log'>, action: string | null): string {
  const key = action === null ? undefined : keyIn(STRINGS.actions, action);
  return key ? t(`actions.${key}`) : (action ?? '');
}

/** The columns of one category's list, as the original screens show them. */
export function logColumns(t: TFunction<'log'>, category: LogCategory): Column[] {
  const time = timeColumn<LogItem>('creatorTime', t('field.creatorTime'), { format: TIME_FORMAT });
  const who = [text(t, 'userName', 120), text(t, 'ipAddress', 140)];
  switch (category) {
    case '1':
      return [
        {
          key: 'loginType',
          title: t('field.loginType'),
          width: 80,
          render: (_, row) => (row.loginType === 1 ? t('loginType.1') : t('loginType.0')),
        },
        time,
        ...who,
        text(t, 'ipAddressName', 100),
        text(t, 'browser', 120),
        text(t, 'platForm', 110),
        {
          key: 'loginMark',
          title: t('field.loginMark'),
          width: 80,
          render: (_, row) =>
            row.loginMark === 1 ? (
              <Tag color="success">{t('loginMark.1')}</Tag>
            ) : (
              <Tag color="error">{t('loginMark.0')}</Tag>
            ),
        },
        text(t, 'abstracts'),
      ];
    case '5':
      return [
        time,
        ...who,
        text(t, 'browser', 120),
        text(t, 'requestMethod', 90),
        text(t, 'requestUrl'),
        text(t, 'requestDuration', 110),
        text(t, 'status', 80),
      ];
    case '3':
      return [
        time,
        text(t, 'userName', 120),
        text(t, 'moduleName', 160),
        {
          key: 'action',
          title: t('field.action'),
          width: 110,
          render: (_, row) => actionLabel(t, row.action),
        },
        text(t, 'recordId'),
      ];
    default:
      return [time, ...who, text(t, 'requestMethod', 90), text(t, 'requestUrl', 220), text(t, 'abstracts')];
  }
}
