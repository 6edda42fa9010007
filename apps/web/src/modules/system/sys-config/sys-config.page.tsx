import { sysConfigEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { PageLoadState } from '../../../shared/query-state/page-load-state.tsx';
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
  return (
    <div style={{ padding: 16 }}>
      <Card data-testid="sys-config-page">
        <PageLoadState
          query={config}
          testId="sys-config"
          failedTitle={t('loadFailed')}
          retryLabel={t('retry')}
        >
          {(data) => (
            <Tabs
              items={[
                { key: 'basic', label: t('tabs.basic'), children: <SysConfigBasicTab config={data} /> },
                {
                  key: 'security',
                  label: t('tabs.security'),
                  children: <SysConfigSecurityTab config={data} />,
                },
                { key: 'mail', label: t('tabs.mail'), children: <SysConfigMailTab config={data} /> },
                { key: 'third', label: t('tabs.third'), children: <SysConfigThirdTab config={data} /> },
                { key: 'admins', label: t('tabs.admins'), children: <SysConfigAdminsTab /> },
              ]}
            />
          )}
        </PageLoadState>
      </Card>
    </div>
  );
}
