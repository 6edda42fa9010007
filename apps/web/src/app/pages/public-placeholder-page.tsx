import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Public portal routes render a titled page until the portal work lands (issue: city portal). */
export function PublicPlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status="info"
        title={title}
        subTitle={t('notBuiltText', { title })}
        extra={
          <Link to="/login">
            <Button type="primary">{t('appName')}</Button>
          </Link>
        }
      />
    </div>
  );
}
