import { Input, Tree, type TreeDataNode } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { QueryState } from '../query-state/query-state.tsx';
import { adminKitLocales } from './admin-kit-locales.ts';
import { collectIds, filterTree, type TreeNodeData } from './filter-tree.ts';

registerLocales(adminKitLocales);

interface TreePanelProps<T extends TreeNodeData> {
  nodes: readonly T[] | undefined;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  selectedId?: string;
  /** Clicking the selected node again clears the selection (the list then shows everything). */
  onSelect: (node: T | undefined) => void;
  title?: ReactNode;
  renderIcon?: (node: T) => ReactNode;
  testId?: string;
}

/** The searchable tree on the left of organization, user and role screens. */
export function TreePanel<T extends TreeNodeData>({
  nodes,
  query,
  selectedId,
  onSelect,
  title,
  renderIcon,
  testId,
}: TreePanelProps<T>) {
  const { t } = useTranslation('adminKit');
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[] | undefined>(undefined);
  const visible = useMemo(() => filterTree(nodes ?? [], keyword), [nodes, keyword]);
  const byId = useMemo(() => {
    const map = new Map<string, T>();
    const walk = (list: readonly T[]) => {
      for (const node of list) {
        map.set(node.id, node);
        walk((node.children ?? []) as T[]);
      }
    };
    walk(nodes ?? []);
    return map;
  }, [nodes]);
  const toTreeData = (list: readonly T[]): TreeDataNode[] =>
    list.map((node) => ({
      key: node.id,
      title: (
        <span>
          {renderIcon?.(node)} {node.fullName}
        </span>
      ),
      children: node.children?.length ? toTreeData(node.children as T[]) : undefined,
    }));
  // While filtering, every remaining branch is open so the matches are visible.
  const expandedKeys = keyword.trim()
    ? collectIds(visible)
    : (expanded ?? collectIds(nodes ?? []).slice(0, 50));

  return (
    <div data-testid={testId}>
      {title && <div style={{ fontWeight: 600, marginBottom: 8 }}>{title}</div>}
      <Input.Search
        allowClear
        placeholder={t('treeSearch')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <QueryState query={query} isEmpty={visible.length === 0}>
        <Tree
          blockNode
          treeData={toTreeData(visible)}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys.map(String))}
          selectedKeys={selectedId ? [selectedId] : []}
          onSelect={(keys) => onSelect(keys.length ? byId.get(String(keys[0])) : undefined)}
        />
      </QueryState>
    </div>
  );
}
