import type { DictionaryTypeNode } from '@platform/contracts';
import { dictionaryTypeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { DictionaryDataPane, type DictionaryTypeRef } from './dictionary-data-pane.tsx';
import { DictionaryTypeDrawer } from './dictionary-type-drawer.tsx';
import { DictionaryTypeTree } from './dictionary-type-tree.tsx';

/** The first category below the roots, else the first root: what the page opens on. */
function firstType(nodes: readonly DictionaryTypeNode[]): DictionaryTypeNode | undefined {
  for (const root of nodes) if (root.children?.length) return root.children[0];
  return nodes[0];
}

/**
 * Menu system.dictionary (数据字典): the category tree on the left (refresh, expand/collapse all,
 * category management), the selected category's entries on the right (DictionaryDataPane). A new
 * category starts its entries pane afresh (no keyword, no open dialog).
 */
export default function DictionaryPage() {
  const types = useQuery(endpointQuery(dictionaryTypeEndpoints.list));
  const [type, setType] = useState<DictionaryTypeRef>();
  const [isManaging, setIsManaging] = useState(false);
  const nodes = types.data?.list;
  useEffect(() => {
    const first = nodes && firstType(nodes);
    if (first) setType((current) => current ?? { id: first.id, isTree: first.isTree });
  }, [nodes]);

  return (
    <AdminPage
      aside={
        <DictionaryTypeTree
          nodes={nodes}
          query={types}
          selectedId={type?.id}
          onSelect={(node) => {
            if (node.id !== type?.id) setType({ id: node.id, isTree: node.isTree });
          }}
          onManage={() => setIsManaging(true)}
        />
      }
    >
      <DictionaryDataPane key={type?.id} type={type} />
      <DictionaryTypeDrawer
        open={isManaging}
        onClose={() => {
          setIsManaging(false);
          void types.refetch();
        }}
      />
    </AdminPage>
  );
}
