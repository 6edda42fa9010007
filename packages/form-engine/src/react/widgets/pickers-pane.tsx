import type { Language } from '@platform/contracts';
import { Alert, Button, Empty, Flex, Input, Pagination, Spin, Tree, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { rendererText } from '../messages.ts';
import type { PickerNode, PickerPage } from '../picker-sources.ts';
import { useFormDataSources } from '../sources.tsx';
import type { PickerTab } from './pickers-config.ts';
import { SystemVariableList } from './pickers-system.tsx';

const PAGE_SIZE = 20;

interface PaneProps {
  tab: PickerTab;
  locale: Language;
  onPick: (node: PickerNode) => void;
}

/** A tab of the left pane: a search box over the directory's tree, or over its paged list. */
export function PickerPane({ tab, locale, onPick }: PaneProps) {
  const [keyword, setKeyword] = useState('');
  const placeholder = rendererText('formEngine.renderer.pickerSearch', locale);
  return (
    <Flex vertical gap={8}>
      <Input.Search
        allowClear
        placeholder={placeholder}
        aria-label={placeholder}
        onSearch={(text) => setKeyword(text.trim())}
      />
      <div style={{ height: 360, overflow: 'auto' }}>
        {tab.view === 'system' ? (
          <SystemVariableList tab={tab} keyword={keyword} locale={locale} onPick={onPick} />
        ) : tab.view === 'list' || keyword !== '' ? (
          <ResultList key={keyword} tab={tab} keyword={keyword} locale={locale} onPick={onPick} />
        ) : (
          <DirectoryTree tab={tab} locale={locale} onPick={onPick} />
        )}
      </div>
    </Flex>
  );
}

type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'done'; data: T };

function LoadState({ load, locale }: { load: Load<unknown>; locale: Language }) {
  if (load.state === 'loading') return <Spin />;
  if (load.state === 'failed')
    return (
      <Alert type="error" showIcon title={rendererText('formEngine.renderer.pickerLoadFailed', locale)} />
    );
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={rendererText('formEngine.renderer.pickerNoData', locale)}
    />
  );
}

/** Nodes matching the keyword (every node of a list directory when empty), a page at a time. */
function ResultList({ tab, keyword, locale, onPick }: PaneProps & { keyword: string }) {
  const { pickerSearch } = useFormDataSources();
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load<PickerPage>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    const query = { keyword, currentPage: page, pageSize: PAGE_SIZE, able: tab.able };
    (pickerSearch?.(tab.directory, query) ?? Promise.resolve({ list: [], total: 0 })).then(
      (data) => live && setLoad({ state: 'done', data }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [pickerSearch, tab.directory, tab.able, keyword, page]);

  if (load.state !== 'done' || load.data.list.length === 0) return <LoadState load={load} locale={locale} />;
  return (
    <Flex vertical gap={4}>
      {load.data.list.map((node) => (
        <Button
          key={`${node.type}:${node.id}`}
          type="text"
          block
          disabled={!tab.isChoosable(node)}
          onClick={() => onPick(node)}
          style={{ justifyContent: 'flex-start', height: 'auto', textAlign: 'left' }}
        >
          <span>{node.fullName}</span>
          {node.organize && node.organize !== node.fullName && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {node.organize}
            </Typography.Text>
          )}
        </Button>
      ))}
      {load.data.total > PAGE_SIZE && (
        <Pagination
          simple
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={load.data.total}
          onChange={setPage}
        />
      )}
    </Flex>
  );
}

interface TreeItem {
  key: string;
  title: string;
  isLeaf: boolean;
  node: PickerNode;
  children?: TreeItem[];
}

/** Tree keys carry the parent's key: a role listed under two organizations is two tree nodes. */
const toTreeItem = (node: PickerNode, parentKey: string): TreeItem => ({
  key: `${parentKey}/${node.type}:${node.id}`,
  title: node.fullName,
  isLeaf: !node.hasChildren,
  node,
});

function withChildren(items: TreeItem[], key: string, children: TreeItem[]): TreeItem[] {
  return items.map((item) =>
    item.key === key
      ? { ...item, children, isLeaf: children.length === 0 }
      : item.children
        ? { ...item, children: withChildren(item.children, key, children) }
        : item,
  );
}

/** The directory one level at a time: a node's children are asked for when it opens. */
function DirectoryTree({ tab, locale, onPick }: PaneProps) {
  const { pickerNodes } = useFormDataSources();
  const [load, setLoad] = useState<Load<TreeItem[]>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    (pickerNodes?.(tab.directory, null) ?? Promise.resolve([])).then(
      (nodes) =>
        live &&
        setLoad({
          state: 'done',
          data: nodes.filter((node) => tab.isShownAtTop?.(node) ?? true).map((node) => toTreeItem(node, '')),
        }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [pickerNodes, tab]);

  if (load.state !== 'done' || load.data.length === 0) return <LoadState load={load} locale={locale} />;
  const loadChildren = async (item: TreeItem) => {
    if (!pickerNodes || item.children) return;
    const children = (await pickerNodes(tab.directory, item.node.id)).map((node) =>
      toTreeItem(node, item.key),
    );
    setLoad((previous) =>
      previous.state === 'done'
        ? { state: 'done', data: withChildren(previous.data, item.key, children) }
        : previous,
    );
  };
  return (
    <Tree<TreeItem>
      blockNode
      expandAction="click"
      treeData={load.data}
      loadData={loadChildren}
      selectedKeys={[]}
      onSelect={(_keys, { node }) => {
        if (tab.isChoosable(node.node)) onPick(node.node);
      }}
    />
  );
}
