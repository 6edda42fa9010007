import type { FormField } from '../../schema/form-schema.ts';
import type { RendererMessageKey } from '../messages.ts';
import type { PickerAbleIds, PickerDirectory, PickerNode } from '../picker-sources.ts';
import type { NameLookupKind } from '../sources.tsx';
import { type SystemVariables, USER_SYSTEM_VARIABLES } from './pickers-system.tsx';

/** The widget keys built on the picker dialog. */
export type PickerWidgetKey =
  | 'comSelect'
  | 'organizeSelect'
  | 'depSelect'
  | 'posSelect'
  | 'userSelect'
  | 'usersSelect'
  | 'roleSelect'
  | 'groupSelect';

/** One stored item: an id, a mixed picker's `id--type`, or an organization's id path. */
export type PickedValue = string | string[];

/** An item of the selection: its stored value, a key unique in the selection, and the name shown. */
export interface PickedItem {
  key: string;
  value: PickedValue;
  label: string;
}

/**
 * A tab of the dialog's left pane. `tree` browses the directory one level at a time (a keyword turns it
 * into a paged result list); `list` pages `pickerSearch` from the start; `system` lists `systemVariables`.
 */
export interface PickerTab {
  key: string;
  title: RendererMessageKey;
  directory: PickerDirectory;
  view: 'tree' | 'list' | 'system';
  systemVariables?: SystemVariables;
  /** A custom picker's ids: the source answers only what they allow. */
  able?: PickerAbleIds;
  /** Which top-level nodes the tree shows (all when unset). */
  isShownAtTop?: (node: PickerNode) => boolean;
  isChoosable: (node: PickerNode) => boolean;
}

/** A name to look up for a stored item. */
export interface NameRef {
  kind: NameLookupKind;
  id: string;
}

export interface PickerKind {
  title: RendererMessageKey;
  /** Items are id paths (organizations), so an empty single value is `[]`. */
  isPath: boolean;
  tabs: (field: FormField, isMultiple: boolean) => PickerTab[];
  toValue: (node: PickerNode) => PickedValue;
  /** The names an item is shown with, joined by '/' (an organization path shows every level). */
  nameRefs: (value: PickedValue) => NameRef[];
  /** Ids named without a lookup (the user picker's current user). */
  systemVariables?: SystemVariables;
}

export const keyOfValue = (value: PickedValue) => (Array.isArray(value) ? value.join('/') : value);

const isOrganization = (node: PickerNode) => node.type === 'company' || node.type === 'department';
const ofType =
  (...types: PickerNode['type'][]) =>
  (node: PickerNode) =>
    !node.disabled && types.includes(node.type);

/** A design's id list (`ableDepIds`...): an array, or comma-joined text. */
function idList(raw: unknown): string[] {
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return items.filter((item) => typeof item === 'string' || typeof item === 'number').map(String);
}

/** The ids of a `selectType: 'custom'` picker, or undefined when every item may be chosen. */
export function ableIdsOf(field: FormField): PickerAbleIds | undefined {
  if (field.selectType !== 'custom') return undefined;
  const props = field as Record<string, unknown>;
  return {
    depIds: idList(props.ableDepIds),
    posIds: idList(props.ablePosIds),
    userIds: idList(props.ableUserIds),
    roleIds: idList(props.ableRoleIds),
    groupIds: idList(props.ableGroupIds),
  };
}

/** One tab over a directory; a custom picker lists only what its ids allow. */
function singleTab(
  field: FormField,
  title: RendererMessageKey,
  directory: PickerDirectory,
  isChoosable: PickerTab['isChoosable'],
): PickerTab[] {
  const able = ableIdsOf(field);
  return [{ key: directory, title, directory, view: able ? 'list' : 'tree', able, isChoosable }];
}

const idOnly = (kind: NameLookupKind) => ({
  isPath: false,
  toValue: (node: PickerNode) => node.id,
  nameRefs: (value: PickedValue): NameRef[] => [{ kind, id: keyOfValue(value) }],
});

const organizePicker: PickerKind = {
  title: 'formEngine.renderer.pickerTitleOrganize',
  isPath: true,
  tabs: () => [
    {
      key: 'organize',
      title: 'formEngine.renderer.pickerTabOrganize',
      directory: 'organize',
      view: 'tree',
      isChoosable: (node) => !node.disabled && isOrganization(node),
    },
  ],
  toValue: (node) => node.organizeIds ?? [node.id],
  nameRefs: (value) => (Array.isArray(value) ? value : [value]).map((id) => ({ kind: 'organize', id })),
};

/** The mixed picker's `--type` suffixes and the directory each is named in; a bare id is a user. */
const MIXED_KINDS: Record<string, NameLookupKind> = {
  user: 'user',
  company: 'organize',
  department: 'organize',
  organize: 'organize',
  role: 'role',
  position: 'position',
  group: 'group',
};

export function parseMixedId(value: string): NameRef {
  const at = value.lastIndexOf('--');
  const kind = at > 0 ? MIXED_KINDS[value.slice(at + 2)] : undefined;
  return kind ? { kind, id: value.slice(0, at) } : { kind: 'user', id: value };
}

const mixedPicker: PickerKind = {
  title: 'formEngine.renderer.pickerTitleUser',
  isPath: false,
  // Organizations, roles, positions and groups may be chosen only with multiple selection.
  tabs: (_field, isMultiple) => [
    {
      key: 'department',
      title: 'formEngine.renderer.pickerTabDepartment',
      directory: 'user',
      view: 'tree',
      isChoosable: isMultiple ? ofType('user', 'company', 'department') : ofType('user'),
    },
    ...(isMultiple
      ? ([
          ['role', 'formEngine.renderer.pickerTabRole', 'role'],
          ['position', 'formEngine.renderer.pickerTabPosition', 'position'],
          ['group', 'formEngine.renderer.pickerTabGroup', 'group'],
        ] as const)
      : []
    ).map(([directory, title, type]) => ({
      key: directory,
      title,
      directory,
      view: 'tree' as const,
      isChoosable: ofType(type),
    })),
  ],
  toValue: (node) => `${node.id}--${node.type}`,
  nameRefs: (value) => [parseMixedId(keyOfValue(value))],
};

const userPicker: PickerKind = {
  title: 'formEngine.renderer.pickerTitleUser',
  ...idOnly('user'),
  systemVariables: USER_SYSTEM_VARIABLES,
  tabs: (field) => {
    const able = ableIdsOf(field);
    const isChoosable = ofType('user');
    if (able) return singleTab(field, 'formEngine.renderer.pickerTabAll', 'user', isChoosable);
    return [
      { key: 'all', title: 'formEngine.renderer.pickerTabAll', directory: 'user', view: 'tree', isChoosable },
      {
        key: 'currentOrganize',
        title: 'formEngine.renderer.pickerTabCurrentOrganize',
        directory: 'currentOrganize',
        view: 'list',
        isChoosable,
      },
      {
        key: 'subordinates',
        title: 'formEngine.renderer.pickerTabSubordinates',
        directory: 'subordinates',
        view: 'list',
        isChoosable,
      },
      {
        key: 'system',
        title: 'formEngine.renderer.pickerTabSystem',
        directory: 'user',
        view: 'system',
        systemVariables: USER_SYSTEM_VARIABLES,
        isChoosable,
      },
    ];
  },
};

const rolePicker: PickerKind = {
  title: 'formEngine.renderer.pickerTitleRole',
  ...idOnly('role'),
  tabs: (field) => {
    const isChoosable = ofType('role');
    if (ableIdsOf(field)) return singleTab(field, 'formEngine.renderer.pickerTabRole', 'role', isChoosable);
    return [
      {
        key: 'organize',
        title: 'formEngine.renderer.pickerTabOrganize',
        directory: 'role',
        view: 'tree',
        // The global roles have their own tab.
        isShownAtTop: (node) => node.type !== 'category',
        isChoosable,
      },
      {
        key: 'global',
        title: 'formEngine.renderer.pickerTabGlobal',
        directory: 'globalRole',
        view: 'list',
        isChoosable,
      },
    ];
  },
};

/** The picker behind each widget key. */
export const PICKER_KINDS: Record<PickerWidgetKey, PickerKind> = {
  comSelect: organizePicker,
  organizeSelect: organizePicker,
  depSelect: {
    title: 'formEngine.renderer.pickerTitleDepartment',
    ...idOnly('organize'),
    tabs: (field) =>
      singleTab(field, 'formEngine.renderer.pickerTabDepartment', 'organize', ofType('department')),
  },
  posSelect: {
    title: 'formEngine.renderer.pickerTitlePosition',
    ...idOnly('position'),
    tabs: (field) =>
      singleTab(field, 'formEngine.renderer.pickerTabPosition', 'position', ofType('position')),
  },
  userSelect: userPicker,
  usersSelect: mixedPicker,
  roleSelect: rolePicker,
  groupSelect: {
    title: 'formEngine.renderer.pickerTitleGroup',
    ...idOnly('group'),
    tabs: (field) => singleTab(field, 'formEngine.renderer.pickerTabGroup', 'group', ofType('group')),
  },
};
