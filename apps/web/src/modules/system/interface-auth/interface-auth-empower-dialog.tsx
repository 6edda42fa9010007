import type { DataInterfaceTreeNode } from '@platform/contracts';
import { dataInterfaceEndpoints, interfaceOauthEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { CompactLoadError, NoData } from '../../../shared/query-state/query-state.tsx';

interface TreeItem {
  key: string;
  title: string;
  children?: TreeItem[];
}

/** The categories with the interfaces whose name or code holds the keyword (all when empty). */
function treeOf(nodes: readonly DataInterfaceTreeNode[], keyword: string): TreeItem[] {
  const needle = keyword.trim().toLowerCase();
  return nodes.flatMap((node) => {
    if (node.category === '1') {
      const text = `${node.fullName} ${node.enCode ?? ''}`.toLowerCase();
      return !needle || text.includes(needle) ? [{ key: node.id, title: node.fullName }] : [];
    }
    const children = treeOf(node.children ?? [], keyword);
    return children.length > 0 ? [{ key: `category:${node.id}`, title: node.fullName, children }] : [];
  });
}

/** 授权: the interfaces an app may call, chosen from the enabled ones by category. */
export function InterfaceAuthEmpowerDialog({
  target,
  onClose,
}: {
  target?: { id: string; appName?: string };
  onClose: () => void;
}) {
  const { t } = useTranslation(['interfaceAuth', 'adminKit']);
  const { message } = useAppFeedback();
  const isOpen = target !== undefined;
  const [keyword, setKeyword] = useState('');
  const [checked, setChecked] = useState<string[]>([]);
  const [isSaving, setSaving] = useState(false);
  const tree = useQuery({ ...endpointQuery(dataInterfaceEndpoints.selector), enabled: isOpen });
  const granted = useQuery({
    ...endpointQuery(interfaceOauthEndpoints.interfaces, { params: { id: target?.id ?? '' } }),
    enabled: isOpen,
    staleTime: 0,
  });
  useEffect(() => {
    if (granted.data) setChecked(granted.data.list.map((i) => i.id));
  }, [granted.data]);
  const items = useMemo(() => treeOf(tree.data ?? [], keyword), [tree.data, keyword]);

  const save = async () => {
    if (!target) return;
    setSaving(true);
    try {
      const ids = checked.filter((key) => !key.startsWith('category:'));
      const { msg } = await callWithMessage(interfaceOauthEndpoints.saveInterfaces, {
        body: { interfaceIdentId: target.id, dataInterfaceIds: ids },
      });
      void message.success(msg);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const body = () => {
    if (tree.isError || granted.isError)
      return <CompactLoadError onRetry={() => void Promise.all([tree.refetch(), granted.refetch()])} />;
    if (tree.isPending || granted.isPending) return <Spin />;
    if (items.length === 0) return <NoData />;
    return (
      <Tree
        checkable
        defaultExpandAll
        treeData={items}
        checkedKeys={checked}
        onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
        height={360}
      />
    );
  };

  return (
    <Modal
      open={isOpen}
      title={t('empowerTitle', { name: target?.appName ?? '' })}
      width={640}
      onCancel={onClose}
      onOk={save}
      confirmLoading={isSaving}
      destroyOnHidden
    >
      <div data-testid="interface-auth-empower">
        <Input.Search
          allowClear
          placeholder={t('empowerSearch')}
          onSearch={setKeyword}
          style={{ marginBottom: 8 }}
        />
        <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
          <span>
            {t('empowerSelected', { count: checked.filter((k) => !k.startsWith('category:')).length })}
          </span>
          <Button type="link" size="small" onClick={() => setChecked([])}>
            {t('empowerClear')}
          </Button>
        </div>
        {body()}
      </div>
    </Modal>
  );
}
