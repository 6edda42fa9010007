import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { adminKitLocales } from './admin-kit-locales.ts';

registerLocales(adminKitLocales);

/**
 * What a list page shows instead of its table when the caller holds none of the menu's declared
 * columns (ADR 0009): rows without a single granted column say nothing, so tell the user why (no
 * pager either).
 */
export function NoGrantedColumns({ testId }: { testId?: string }) {
  const { t } = useTranslation('adminKit');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('noColumns')}
      style={{ padding: '48px 0' }}
      data-testid={testId}
    />
  );
}
