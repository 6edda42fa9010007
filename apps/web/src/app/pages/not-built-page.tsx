import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown inside the shell for a menu whose page has not been built yet; its route still works. */
export function NotBuiltPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('notBuiltTitle')}
      subTitle={t('notBuiltText', { title })}
      data-testid="not-built-page"
    />
  );
}
