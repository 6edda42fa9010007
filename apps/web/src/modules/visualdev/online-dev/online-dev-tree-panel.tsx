import type { DictionaryOption, OrganizeSelectorNode } from '@platform/contracts';
import { dictionaryDataEndpoints, organizeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { TreePanel } from '../../../shared/admin-kit/tree-panel.tsx';
import type { ListTree } from './online-dev-column-data.ts';

/** A node of the left tree with the value a click filters the list by. */
interface FilterNode {
  id: string;
  fullName: string;
  value: unknown;
  children: FilterNode[];
}

/** A dictionary node filters by its `treePropsValue` key (`id` unless the design names `enCode`). */
const dictionaryNodes = (options: readonly DictionaryOption[], valueKey: string): FilterNode[] =>
  options.map((option) => ({
    id: option.id,
    fullName: option.fullName,
    value: valueKey === 'enCode' ? option.enCode : option.id,
    children: dictionaryNodes(option.children ?? [], valueKey),
  }));

/**
 * As the original: an organization picker stores the path of ids to the chosen organization, so an
 * `organize` tree filters by that path; a `department` tree filters by the node's id.
 */
const organizeNodes = (nodes: readonly OrganizeSelectorNode[], isPath: boolean): FilterNode[] =>
  nodes.map((node) => ({
    id: node.id,
    fullName: node.fullName,
    value: isPath ? node.organizeIds : node.id,
    children: organizeNodes(node.children, isPath),
  }));

interface OnlineDevTreePanelProps {
  tree: ListTree;
  selectedId: string | undefined;
  /** The chosen node's id and filter value; undefined when the chosen node is clicked again. */
  onSelect: (node: { id: string; value: unknown } | undefined) => void;
}

/**
 * The left tree of a list of type 2: a dictionary category's entries or the organization tree (both
 * open to every signed-in user), searchable, with loading, empty and error states.
 */
export function OnlineDevTreePanel({ tree, selectedId, onSelect }: OnlineDevTreePanelProps) {
  const isDictionary = tree.source === 'dictionary';
  const dictionary = useQuery({
    ...endpointQuery(
      dictionaryDataEndpoints.selector,
      { params: { typeId: tree.dictionary } },
      { isSilent: true },
    ),
    enabled: isDictionary,
  });
  const organize = useQuery({
    ...endpointQuery(organizeEndpoints.tree, {}, { isSilent: true }),
    enabled: !isDictionary,
  });
  const query = isDictionary ? dictionary : organize;
  const nodes = isDictionary
    ? dictionary.data && dictionaryNodes(dictionary.data.list, tree.valueKey)
    : organize.data && organizeNodes(organize.data.list, tree.source === 'organize');
  return (
    <div style={{ width: 240, flex: 'none' }}>
      <TreePanel<FilterNode>
        title={tree.title || undefined}
        nodes={nodes}
        query={query}
        selectedId={selectedId}
        onSelect={(node) => onSelect(node && { id: node.id, value: node.value })}
        testId="online-dev-tree"
      />
    </div>
  );
}
