import { Cascader, type CascaderProps } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isMultiple } from '../../field-options.ts';
import { toNumber } from '../../schema/form-schema.ts';
import { useFormDataSources } from '../sources.tsx';
import type { AreaOption } from '../widget-sources.ts';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import { selectPlaceholder } from './placeholders.ts';
import { isBlank, ReadText } from './read-text.tsx';

/** The parent id of the provinces. */
export const AREA_ROOT = '-1';

type AreaPath = string[];
interface AreaNode {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaNode[];
}

const isPath = (item: unknown): item is unknown[] => Array.isArray(item) && item.length > 0;

/** The id paths of a value: one path, or a list of paths when `multiple`. */
export function areaPaths(multiple: boolean, value: unknown): AreaPath[] {
  if (!Array.isArray(value) || value.length === 0) return [];
  const paths = multiple ? value.filter(isPath) : [value];
  return paths.map((path) => path.filter((id) => !isBlank(id)).map(String));
}

/** Deepest level the picker goes to: 0 province, 1 city, 2 district (default), 3 street. */
const levelOf = (props: WidgetProps) => Math.min(Math.max(toNumber(props.field.level) ?? 2, 0), 3);

/**
 * The areas loaded so far, by parent id: the provinces, and the children along every path of the value
 * (so its names show before the user opens the list). `load` asks for the children of one more parent.
 */
function useAreaTree(paths: readonly AreaPath[]) {
  const { areaChildren } = useFormDataSources();
  const [loaded, setLoaded] = useState<Record<string, AreaOption[]>>({});
  const asked = useRef(new Set<string>());
  const load = useCallback(
    (parentId: string) => {
      if (!areaChildren || asked.current.has(parentId)) return;
      asked.current.add(parentId);
      areaChildren(parentId).then(
        (items) => setLoaded((previous) => ({ ...previous, [parentId]: items })),
        () => asked.current.delete(parentId),
      );
    },
    [areaChildren],
  );
  const parents = JSON.stringify([AREA_ROOT, ...paths.flatMap((path) => path.slice(0, -1))]);
  useEffect(() => {
    for (const parentId of JSON.parse(parents) as string[]) load(parentId);
  }, [parents, load]);
  return { loaded, load };
}

function buildNodes(
  loaded: Record<string, AreaOption[]>,
  parentId: string,
  depth: number,
  level: number,
): AreaNode[] {
  return (loaded[parentId] ?? []).map((area) => {
    const isLeaf = area.isLeaf === true || depth >= level;
    const children =
      !isLeaf && loaded[area.value] ? buildNodes(loaded, area.value, depth + 1, level) : undefined;
    return { value: area.value, label: area.label, isLeaf, ...(children ? { children } : {}) };
  });
}

/**
 * Area picker (`address`): a cascader loaded level by level through `sources.areaChildren(parentId)`,
 * down to `level`; only a deepest area can be chosen. The value is an id path, or a list of paths when
 * `multiple`.
 */
function AddressEdit(props: WidgetProps) {
  const multiple = isMultiple(props.field);
  const paths = useMemo(() => areaPaths(multiple, props.value), [multiple, props.value]);
  const { loaded, load } = useAreaTree(paths);
  const level = levelOf(props);
  const options = useMemo(() => buildNodes(loaded, AREA_ROOT, 0, level), [loaded, level]);
  const loadData: CascaderProps<AreaNode>['loadData'] = (selected) => {
    const last = selected[selected.length - 1];
    if (last) load(last.value);
  };
  const common = {
    id: props.id,
    style: { width: '100%' },
    options,
    loadData,
    disabled: props.disabled,
    allowClear: props.field.clearable ?? true,
    showSearch: props.field.filterable === true,
    placeholder: selectPlaceholder(props),
  };
  return multiple ? (
    <Cascader<AreaNode>
      {...common}
      multiple
      value={paths}
      onChange={(next) => props.onChange((next ?? []).map((path) => path.map(String)))}
    />
  ) : (
    <Cascader<AreaNode>
      {...common}
      value={paths[0] ?? []}
      onChange={(next) => props.onChange(next ? next.map(String) : [])}
    />
  );
}

/** Read mode: the names along each path, looked up as `area` names ("浙江省/杭州市/西湖区"). */
function AddressRead(props: WidgetProps) {
  const { lookupNames } = useFormDataSources();
  const paths = areaPaths(isMultiple(props.field), props.value);
  const idsKey = JSON.stringify([...new Set(paths.flat())]);
  const [names, setNames] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    const ids = JSON.parse(idsKey) as string[];
    if (lookupNames && ids.length > 0) {
      lookupNames('area', ids).then(
        (found) => live && setNames(found),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [idsKey, lookupNames]);
  const text = paths.map((path) => path.map((id) => names[id] ?? id).join('/')).join(', ');
  return <ReadText text={text} locale={props.locale} />;
}

export const addressWidget: ReactWidget = { frame: 'field', Edit: AddressEdit, Read: AddressRead };
