import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { AuthorizeHolder, GrantHolderType, GrantItemType } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { authorizeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Space, Tabs, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointPrefix, endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { adminKitLocales } from '../../../shared/admin-kit/admin-kit-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { Auth } from '../../../shared/permission/auth.tsx';
import { QueryState } from '../../../shared/query-state/query-state.tsx';
import { authorizeLocales } from './authorize.locales.ts';
import { ExplainDrawer } from './explain-drawer.tsx';
import {
  buildTabTree,
  GRANT_TABS,
  type GrantNode,
  type GrantTab,
  grantedKeys,
  toggleNode,
  toSaveBody,
} from './grant-tree.ts';
import { GrantTreePanel } from './grant-tree-panel.tsx';
import { HolderList } from './holder-list.tsx';
import { WhoHasDialog } from './who-has-dialog.tsx';

registerLocales(adminKitLocales, authorizeLocales);

const sameKeys = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((k) => b.has(k));

/**
 * Menu permission.authorize (urlAddress permission/authorize): choose a role, position, user or group
 * on the left and grant it menus, buttons, columns, forms, data schemes and systems on the right.
 * Saving replaces the holder's grants; the server applies them to the affected users' next request.
 */
export default function AuthorizePage() {
  const { t } = useTranslation('authorize');
  const { message } = useAppFeedback();
  const queryClient = useQueryClient();
  const [objectType, setObjectType] = useState<GrantHolderType>('Role');
  const [holder, setHolder] = useState<AuthorizeHolder | undefined>();
  const [tab, setTab] = useState<GrantTab>('module');
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const [isSaving, setIsSaving] = useState(false);
  const [whoHas, setWhoHas] = useState<{ itemType: GrantItemType; itemId: string; name: string }>();
  const [explainUser, setExplainUser] = useState<{ id: string; name: string }>();

  const query = useQuery({
    ...endpointQuery(authorizeEndpoints.get, {
      params: { objectId: holder?.id ?? '' },
      query: { objectType },
    }),
    enabled: holder !== undefined,
  });
  const data = query.data;
  const saved = useMemo(() => (data ? grantedKeys(data.granted) : new Set<string>()), [data]);
  useEffect(() => setKeys(saved), [saved]);
  const trees = useMemo(
    () => new Map(GRANT_TABS.map((type) => [type, data ? buildTabTree(data, type) : []])),
    [data],
  );
  const isDirty = !sameKeys(keys, saved);

  const toggle = (node: GrantNode) => {
    if (data) setKeys((current) => toggleNode(trees.get(tab) ?? [], node, current, tab, data));
  };
  const save = async () => {
    if (!holder) return;
    setIsSaving(true);
    try {
      const res = await callWithMessage(authorizeEndpoints.update, {
        params: { objectId: holder.id },
        body: toSaveBody(keys, objectType),
      });
      message.success({ content: res.msg, duration: 1.5 });
      // What a save changes: the grant screens, the reverse views, the explainer and view-as.
      await Promise.all(
        [
          authorizeEndpoints.get,
          authorizeEndpoints.whoHolds,
          authorizeEndpoints.explain,
          authorizeEndpoints.viewAs,
        ].map((e) => queryClient.invalidateQueries({ queryKey: endpointPrefix(e) })),
      );
    } catch {
      // The request helper showed the server's message; the changes stay on screen.
    } finally {
      setIsSaving(false);
    }
  };

  const aside = (
    <HolderList
      objectType={objectType}
      onTypeChange={(type) => {
        setObjectType(type);
        setHolder(undefined);
      }}
      selectedId={holder?.id}
      onSelect={setHolder}
    />
  );

  return (
    <AdminPage aside={aside} asideWidth={300}>
      {!holder ? (
        <Empty description={t('chooseHolder')} data-testid="choose-holder" />
      ) : (
        <QueryState query={query}>
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
            <Space>
              <Tag>{t(`holderType.${objectType}`)}</Tag>
              <strong>{data?.objectName ?? holder.fullName}</strong>
              {isDirty && <Tag color="warning">{t('unsaved')}</Tag>}
            </Space>
            <Space>
              {objectType === 'User' && (
                <Button
                  icon={<SafetyCertificateOutlined />}
                  onClick={() => setExplainUser({ id: holder.id, name: holder.fullName })}
                >
                  {t('explain')}
                </Button>
              )}
              <Button disabled={!isDirty} onClick={() => setKeys(saved)}>
                {t('reset')}
              </Button>
              <Auth code={ButtonCode.edit}>
                <Button type="primary" loading={isSaving} disabled={!isDirty} onClick={() => void save()}>
                  {t('save')}
                </Button>
              </Auth>
            </Space>
          </Flex>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as GrantTab)}
            items={GRANT_TABS.map((type) => ({
              key: type,
              label: t(`tabs.${type}`),
              children: (
                <GrantTreePanel
                  tab={type}
                  tree={trees.get(type) ?? []}
                  keys={keys}
                  onToggle={toggle}
                  onWhoHas={(node) =>
                    setWhoHas({ itemType: node.itemType, itemId: node.itemId, name: node.fullName })
                  }
                />
              ),
            }))}
          />
        </QueryState>
      )}
      <WhoHasDialog item={whoHas} onClose={() => setWhoHas(undefined)} />
      <ExplainDrawer user={explainUser} onClose={() => setExplainUser(undefined)} />
    </AdminPage>
  );
}
