import { BookOutlined, MoreOutlined } from '@ant-design/icons';
import type { DictionaryTypeNode } from '@platform/contracts';
import { Button, Dropdown, Flex, Input, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectIds, filterTree } from '../../../shared/admin-kit/filter-tree.ts';
import { QueryState } from '../../../shared/query-state/query-state.tsx';

interface DictionaryTypeTreeProps {
  nodes: readonly DictionaryTypeNode[] | undefined;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  selectedId: string | undefined;
  onSelect: (node: DictionaryTypeNode) => void;
  onManage: () => void;
}

function byId(nodes: readonly DictionaryTypeNode[], map = new Map<string, DictionaryTypeNode>()) {
  for (const node of nodes) {
    map.set(node.id, node);
    byId(node.children ?? [], map);
  }
  return map;
}

const toTreeData = (list: readonly DictionaryTypeNode[]): TreeDataNode[] =>
  list.map((node) => ({
    key: node.id,
    title: node.fullName,
    icon: <BookOutlined />,
    children: node.children?.length ? toTreeData(node.children) : undefined,
  }));

/**
 * The searchable category tree on the left of the dictionary page, with its menu: refresh, expand
 * all, collapse all and category management. Every branch is open after each load.
 */
export function DictionaryTypeTree({
  nodes,
  query,
  selectedId,
  onSelect,
  onManage,
}: DictionaryTypeTreeProps) {
  const { t } = useTranslation(['dictionary', 'adminKit']);
  const [keyword, setKeyword] = useState('');
  const allIds = useMemo(() => collectIds(nodes ?? []), [nodes]);
  const [expanded, setExpanded] = useState<string[]>([]);
  useEffect(() => setExpanded(allIds), [allIds]);
  const visible = useMemo(() => filterTree(nodes ?? [], keyword), [nodes, keyword]);
  const index = useMemo(() => byId(nodes ?? []), [nodes]);
  const menu = {
    items: [
      { key: 'refresh', label: t('adminKit:refresh') },
      { key: 'expand', label: t('adminKit:expandAll') },
      { key: 'collapse', label: t('adminKit:collapseAll') },
      { key: 'manage', label: t('manageTypes') },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'refresh') void query.refetch();
      else if (key === 'expand') setExpanded(allIds);
      else if (key === 'collapse') setExpanded([]);
      else onManage();
    },
  };
  return (
    <div data-testid="dictionary-types">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <strong>{t('types')}</strong>
        <Dropdown menu={menu} trigger={['click']}>
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined />}
            aria-label={t('manageTypes')}
            data-testid="dictionary-types-menu"
          />
        </Dropdown>
      </Flex>
      <Input.Search
        allowClear
        placeholder={t('adminKit:treeSearch')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <QueryState query={query} isEmpty={visible.length === 0}>
        <Tree
          blockNode
          showIcon
          treeData={toTreeData(visible)}
          expandedKeys={keyword.trim() ? collectIds(visible) : expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          selectedKeys={selectedId ? [selectedId] : []}
          onSelect={(keys) => {
            const node = keys.length ? index.get(String(keys[0])) : undefined;
            if (node) onSelect(node);
          }}
        />
      </QueryState>
    </div>
  );
}
