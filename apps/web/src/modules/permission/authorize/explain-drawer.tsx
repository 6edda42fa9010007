import type {
  AuthorizeExplain,
  ExplainItem,
  ExplainScheme,
  GrantSource,
  MenuNode,
} from '@platform/contracts';
import { authorizeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Table, Tabs, Tag, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { NoData, QueryState } from '../../../shared/query-state/query-state.tsx';
import { PlainList } from './plain-list.tsx';
import { describeScheme } from './scheme-text.ts';

interface ExplainDrawerProps {
  user: { id: string; name: string } | undefined;
  onClose: () => void;
}

type Holders = AuthorizeExplain['holders'];

function SourceTags({ sources, holders }: { sources: GrantSource[]; holders: Holders }) {
  const { t } = useTranslation('authorize');
  return (
    <>
      {sources.map((s) => {
        const holder = holders.find((h) => h.objectType === s.objectType && h.objectId === s.objectId);
        const name = s.objectType === 'User' ? t('direct') : (holder?.fullName ?? s.objectId);
        return (
          <Tag key={`${s.objectType}:${s.objectId}`}>
            {t(`holderType.${s.objectType}`)} · {name}
          </Tag>
        );
      })}
    </>
  );
}

interface ItemTableProps<T extends ExplainItem> {
  items: T[];
  holders: Holders;
  /** An extra column (the conditions of a data scheme). */
  detail?: { title: string; render: (item: T) => string };
}

function ItemTable<T extends ExplainItem>({ items, holders, detail }: ItemTableProps<T>) {
  const { t } = useTranslation('authorize');
  return (
    <Table<T>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={items}
      locale={{ emptyText: <NoData /> }}
      columns={[
        {
          key: 'name',
          title: t('item'),
          render: (_, item) => (
            <span>
              {item.fullName} <span style={{ color: 'var(--ant-color-text-tertiary)' }}>{item.enCode}</span>{' '}
              {!item.isEffective && (
                <Tag color="warning" title={t('notEffectiveHint')}>
                  {t('notEffective')}
                </Tag>
              )}
            </span>
          ),
        },
        ...(detail
          ? [{ key: 'detail', title: detail.title, render: (_: unknown, item: T) => detail.render(item) }]
          : []),
        {
          key: 'grantedBy',
          title: t('grantedBy'),
          render: (_, item) => <SourceTags sources={item.grantedBy} holders={holders} />,
        },
      ]}
    />
  );
}

/** The schemes that apply, with what each lets the user see (全部数据 or its conditions). */
function SchemeTable({ schemes, holders }: { schemes: ExplainScheme[]; holders: Holders }) {
  const { t } = useTranslation('authorize');
  return (
    <ItemTable<ExplainScheme>
      items={schemes}
      holders={holders}
      detail={{
        title: t('conditions'),
        render: (s) => (s.allData === 1 ? t('allData') : describeScheme(s.conditionJson, s.matchLogic, t)),
      }}
    />
  );
}

interface MenuTreeItem {
  key: string;
  title: string;
  children: MenuTreeItem[];
}
const toTreeData = (menus: MenuNode[]): MenuTreeItem[] =>
  menus.map((m) => ({ key: m.id, title: m.fullName, children: toTreeData(m.children) }));

function ViewAsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation('authorize');
  const query = useQuery(endpointQuery(authorizeEndpoints.viewAs, { params: { userId } }));
  const menus = query.data?.menuList ?? [];
  const portals = query.data?.portals ?? [];
  return (
    <QueryState query={query}>
      <div style={{ marginBottom: 8 }} data-testid="view-as-portals">
        {t('viewAsPortals')}：
        {portals.length === 0
          ? t('viewAsNoPortal')
          : portals.map((p) => (
              <Tag key={p.id} color={p.id === query.data?.portalId ? 'blue' : undefined}>
                {p.fullName}
                {p.id === query.data?.portalId ? ` · ${t('homePortal')}` : ''}
              </Tag>
            ))}
      </div>
      {menus.length === 0 ? (
        <div>{t('viewAsEmpty')}</div>
      ) : (
        <Tree defaultExpandAll selectable={false} treeData={toTreeData(menus)} data-testid="view-as-tree" />
      )}
    </QueryState>
  );
}

/** The effective-permission explainer of one user, with the "view as this user" menu preview. */
export function ExplainDrawer({ user, onClose }: ExplainDrawerProps) {
  const { t } = useTranslation(['authorize', 'adminKit']);
  const query = useQuery({
    ...endpointQuery(authorizeEndpoints.explain, { params: { userId: user?.id ?? '' } }),
    enabled: user !== undefined,
  });
  const data = query.data;
  const holders = data?.holders ?? [];
  return (
    <Drawer
      open={user !== undefined}
      title={t('explainTitle', { name: user?.name ?? '' })}
      size={720}
      onClose={onClose}
      destroyOnHidden
    >
      <QueryState query={query}>
        {data?.isAdministrator && (
          <Alert type="info" showIcon title={t('administrator')} style={{ marginBottom: 12 }} />
        )}
        <Tabs
          items={[
            {
              key: 'holders',
              label: t('holders'),
              children: (
                <PlainList
                  items={holders}
                  rowKey={(h) => `${h.objectType}:${h.objectId}`}
                  render={(h) => (
                    <>
                      <span>
                        <Tag>{t(`holderType.${h.objectType}`)}</Tag>
                        {h.fullName}
                      </span>
                      {!h.isEnabled && <Tag color="warning">{t('holderDisabled')}</Tag>}
                    </>
                  )}
                />
              ),
            },
            {
              key: 'menus',
              label: t('menus'),
              children: <ItemTable items={data?.menus ?? []} holders={holders} />,
            },
            {
              key: 'buttons',
              label: t('buttons'),
              children: <ItemTable items={data?.buttons ?? []} holders={holders} />,
            },
            {
              key: 'columns',
              label: t('columns'),
              children: <ItemTable items={data?.columns ?? []} holders={holders} />,
            },
            {
              key: 'forms',
              label: t('forms'),
              children: <ItemTable items={data?.forms ?? []} holders={holders} />,
            },
            {
              key: 'schemes',
              label: t('schemes'),
              children: <SchemeTable schemes={data?.schemes ?? []} holders={holders} />,
            },
            {
              key: 'portals',
              label: t('portals'),
              children: <ItemTable items={data?.portals ?? []} holders={holders} />,
            },
            { key: 'viewAs', label: t('viewAs'), children: user ? <ViewAsPanel userId={user.id} /> : null },
          ]}
        />
      </QueryState>
    </Drawer>
  );
}
