import { ButtonCode, type DataMapNode } from '@platform/contracts';
import { dataMapEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { usePermission } from '../../../shared/permission/use-permission.ts';
import { mapLocales } from './map.locales.ts';
import { MapLoadFailed } from './map-load-failed.tsx';
import { MapPreview } from './map-preview.tsx';

registerLocales(mapLocales);

/** The tree without the branches that neither match `keyword` (name or code) nor hold a match. */
function filterTree(nodes: readonly DataMapNode[], keyword: string): DataMapNode[] {
  if (keyword === '') return [...nodes];
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], keyword);
    const isMatch = node.fullName.includes(keyword) || node.id.startsWith(keyword);
    return isMatch || children.length > 0 ? [{ ...node, children }] : [];
  });
}

interface MapTreeNode {
  key: string;
  title: string;
  map: DataMapNode;
  children?: MapTreeNode[];
}

const treeNode = (map: DataMapNode): MapTreeNode => ({
  key: map.id,
  title: map.fullName,
  map,
  children: map.children?.map(treeNode),
});

/** Menu system.map (数据地图): China, its provinces and cities, each previewed as drawn from its GeoJSON. */
export default function MapPage() {
  const { t } = useTranslation('map');
  const permission = usePermission();
  const canPreview = permission.has(ButtonCode.preview);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<DataMapNode | undefined>();
  const [previewed, setPreviewed] = useState<string | undefined>();
  const list = useQuery({ ...endpointQuery(dataMapEndpoints.list), staleTime: Infinity });
  const tree = useMemo(() => filterTree(list.data ?? [], keyword.trim()), [list.data, keyword]);

  const treeBody = () => {
    if (list.isPending) return <Spin data-testid="map-list-loading" />;
    if (list.isError) {
      return <MapLoadFailed onRetry={() => list.refetch()} />;
    }
    if (tree.length === 0) return <Empty description={t('empty')} />;
    return (
      <Tree<MapTreeNode>
        treeData={tree.map(treeNode)}
        defaultExpandedKeys={keyword ? undefined : [tree[0]?.id ?? '']}
        defaultExpandAll={keyword !== ''}
        onSelect={(_, { node }) => setSelected(node.map)}
        height={560}
        data-testid="map-tree"
      />
    );
  };

  return (
    <AdminPage>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <Card title={t('maps')} style={{ width: 300, flex: 'none' }} size="small">
          <Input.Search
            allowClear
            placeholder={t('searchPlaceholder')}
            onSearch={setKeyword}
            style={{ marginBottom: 8 }}
            data-testid="map-search"
          />
          {treeBody()}
        </Card>
        <Card
          style={{ flex: 1 }}
          size="small"
          title={selected ? `${selected.fullName}（${t('code')} ${selected.id}）` : t('preview')}
          extra={
            selected && canPreview ? (
              <Button
                type="primary"
                onClick={() => setPreviewed(selected.id)}
                data-testid="map-preview-button"
              >
                {t('preview')}
              </Button>
            ) : null
          }
        >
          {previewed ? (
            <MapPreview code={previewed} />
          ) : (
            <Empty description={selected && !canPreview ? t('noPreview') : t('choose')} />
          )}
        </Card>
      </div>
    </AdminPage>
  );
}
