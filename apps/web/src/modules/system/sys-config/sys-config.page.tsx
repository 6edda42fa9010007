import { sysConfigEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Spin, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { sysConfigLocales } from './sys-config.locales.ts';
import { SysConfigAdminsTab } from './sys-config-admins-tab.tsx';
import { SysConfigBasicTab } from './sys-config-basic-tab.tsx';
import { sysConfigFieldLocales } from './sys-config-fields.locales.ts';
import { SysConfigMailTab } from './sys-config-mail-tab.tsx';
import { SysConfigSecurityTab } from './sys-config-security-tab.tsx';
import { SysConfigThirdTab } from './sys-config-third-tab.tsx';

registerLocales(sysConfigLocales);
registerLocales(sysConfigFieldLocales);

/**
 * Menu system.sysConfig (系统配置): one tab per group of settings, each saving its own keys (a tab
 * keeps its unsaved edits while another is shown); the administrators tab loads its list when first
 * opened.
 */
export default function SysConfigPage() {
  const { t } = useTranslation('sysConfig');
  const config = useQuery(endpointQuery(sysConfigEndpoints.get));
  let content: ReactNode;
  if (config.isPending) {
    content = <Spin style={{ display: 'block', padding: 48 }} data-testid="sys-config-loading" />;
  } else if (config.isError) {
    content = (
      <Result
        status="error"
        title={t('loadFailed')}
        extra={
          <Button onClick={() => void config.refetch()} data-testid="sys-config-retry">
            {t('retry')}
          </Button>
        }
      />
    );
  } else {
    const data = config.data;
    content = (
      <Tabs
        items={[
          { key: 'basic', label: t('tabs.basic'), children: <SysConfigBasicTab config={data} /> },
          { key: 'security', label: t('tabs.security'), children: <SysConfigSecurityTab config={data} /> },
          { key: 'mail', label: t('tabs.mail'), children: <SysConfigMailTab config={data} /> },
          { key: 'third', label: t('tabs.third'), children: <SysConfigThirdTab config={data} /> },
          { key: 'admins', label: t('tabs.admins'), children: <SysConfigAdminsTab /> },
        ]}
      />
    );
  }
  return (
    <div style={{ padding: 16 }}>
      <Card data-testid="sys-config-page">{content}</Card>
    </div>
  );
}
