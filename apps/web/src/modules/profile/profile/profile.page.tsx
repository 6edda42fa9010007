import { currentUserProfileEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { profileLocales } from '../profile.locales.ts';
import { BaseInfoTab } from './base-info-tab.tsx';
import { LanguageTab } from './language-tab.tsx';
import { LoginLogTab } from './login-log-tab.tsx';
import { OrganizeTab } from './organize-tab.tsx';
import { PasswordTab } from './password-tab.tsx';
import { ProfileUserCard } from './profile-user-card.tsx';
import { SessionsTab } from './sessions-tab.tsx';
import { SignImageTab } from './sign-image-tab.tsx';
import { ThemeTab } from './theme-tab.tsx';
import { WechatBindingTab } from './wechat-binding-tab.tsx';

registerLocales(profileLocales);

const TABS = [
  'base',
  'password',
  'theme',
  'language',
  'sign',
  'organize',
  'log',
  'sessions',
  'wechat',
] as const;
type ProfileTab = (typeof TABS)[number];
const isProfileTab = (value: string | null): value is ProfileTab =>
  value !== null && (TABS as readonly string[]).includes(value);

/** /profile: the signed-in user's own information and settings. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: ProfileTab = isProfileTab(requested) ? requested : 'base';
  const baseInfo = useQuery(endpointQuery(currentUserProfileEndpoints.get));

  const content: Record<ProfileTab, () => ReactNode> = {
    base: () => <BaseInfoTab query={baseInfo} />,
    password: () => <PasswordTab />,
    theme: () => <ThemeTab />,
    language: () => <LanguageTab />,
    sign: () => <SignImageTab />,
    organize: () => <OrganizeTab />,
    log: () => <LoginLogTab />,
    sessions: () => <SessionsTab />,
    wechat: () => <WechatBindingTab />,
  };

  return (
    <div style={{ padding: 16 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={7} xl={6}>
          <ProfileUserCard info={baseInfo.data} />
        </Col>
        <Col xs={24} lg={17} xl={18}>
          <Card>
            <Tabs
              activeKey={active}
              // The tab is in the URL so a link (e.g. "change password") can open it directly.
              onChange={(key) => setParams({ tab: key }, { replace: true })}
              destroyOnHidden
              items={TABS.map((key) => ({
                key,
                label: <span data-testid={`profile-tab-${key}`}>{t(`tabs.${key}`)}</span>,
                children: content[key](),
              }))}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
