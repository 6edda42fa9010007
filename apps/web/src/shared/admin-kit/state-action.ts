import { ButtonCode, type Envelope } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { adminKitLocales } from './admin-kit-locales.ts';
import type { RowAction } from './admin-table.tsx';

registerLocales(adminKitLocales);

type StateActionOptions<Row> = Pick<RowAction<Row>, 'code' | 'isShownFor' | 'isInMore'>;

/**
 * Makes the 启用/禁用 row button of a list whose rows carry enabledMark (0 disabled, 1 enabled): its label
 * and its question name what pressing it does to that row; shown under btn_state unless told otherwise.
 */
export function useStateAction() {
  const { t } = useTranslation('adminKit');
  return <Row extends { id: string; enabledMark?: number | null }>(
    run: (row: Row) => Promise<Envelope<unknown>>,
    options: StateActionOptions<Row> = {},
  ): RowAction<Row> => {
    const isOff = (row: Row) => row.enabledMark === 0;
    return {
      ...options,
      code: options.code ?? ButtonCode.state,
      label: (row) => (isOff(row) ? t('enable') : t('disable')),
      prompt: (row) => (isOff(row) ? 'enable' : 'disable'),
      confirmRun: run,
    };
  };
}
