import { TeamOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectIds, filterTree } from '../../../shared/admin-kit/filter-tree.ts';
import { NoData } from '../../../shared/query-state/query-state.tsx';
import { checkState, findNode, type GrantNode, type GrantTab } from './grant-tree.ts';

interface GrantTreePanelProps {
  tab: GrantTab;
  /** The tab's whole tree (search filters a copy). */
  tree: GrantNode[];
  keys: ReadonlySet<string>;
  onToggle: (node: GrantNode) => void;
  onWhoHas: (node: GrantNode) => void;
}

interface TreeItem {
  key: string;
  grant: GrantNode;
  children: TreeItem[];
}
const toTreeItems = (nodes: GrantNode[]): TreeItem[] =>
  nodes.map((grant) => ({ key: grant.id, grant, children: toTreeItems(grant.children) }));

/** One tab of the grant screen: a searchable tree with tri-state checks and a "who has this" link per item. */
export function GrantTreePanel({ tab, tree, keys, onToggle, onWhoHas }: GrantTreePanelProps) {
  const { t } = useTranslation(['authorize', 'adminKit']);
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[] | undefined>(undefined);
  const visible = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  const items = useMemo(() => toTreeItems(visible), [visible]);
  const state = useMemo(() => checkState(tree, keys, tab), [tree, keys, tab]);
  const allIds = useMemo(() => collectIds(tree), [tree]);
  const expandedKeys = keyword.trim() ? collectIds(visible) : (expanded ?? allIds);

  return (
    <div data-testid={`grant-tree-${tab}`}>
      <Flex gap={8} style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          placeholder={t('treeSearch')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          style={{ maxWidth: 280 }}
        />
        <Button onClick={() => setExpanded(allIds)}>{t('adminKit:expandAll')}</Button>
        <Button onClick={() => setExpanded([])}>{t('adminKit:collapseAll')}</Button>
      </Flex>
      {visible.length === 0 ? (
        <NoData />
      ) : (
        <Tree<TreeItem>
          checkable
          checkStrictly
          blockNode
          selectable={false}
          height={560}
          treeData={items}
          expandedKeys={expandedKeys}
          onExpand={(next) => setExpanded(next.map(String))}
          checkedKeys={state}
          onCheck={(_, info) => {
            const node = findNode(tree, String(info.node.key));
            if (node) onToggle(node);
          }}
          titleRender={({ grant: node }) => (
            <Flex justify="space-between" align="center" gap={8} className="grant-node">
              <span>
                {node.fullName}
                {node.isDisabled && (
                  <span style={{ color: 'var(--ant-color-text-tertiary)' }}>{t('disabledMark')}</span>
                )}
              </span>
              <Button
                type="link"
                size="small"
                icon={<TeamOutlined />}
                title={t('whoHas')}
                aria-label={`${t('whoHas')} ${node.fullName}`}
                onClick={(e) => {
                  e.stopPropagation();
                  onWhoHas(node);
                }}
              />
            </Flex>
          )}
        />
      )}
    </div>
  );
}
