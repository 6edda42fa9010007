import type { Language } from '@platform/contracts';
import { dataViewFieldNames, type FieldEntry, type FormField, parseFormDesign } from '@platform/form-engine';

/*
 * What the 外链 settings offer and how a link names its design. A list link can show and search the
 * main form's plain fields (text, numbers, dates, times, links) and its choices whose options are
 * written into the design (and show such columns of its sub-tables): what the public page can show
 * without a session. A data view's link shows and searches the fields of its list. The settings keep each
 * chosen field as the design's widget JSON with the list-column keys (`prop`, `label`, `jnpfKey`), as
 * the original's dialog saves them, so the public page draws columns and search inputs from them.
 */

const PLAIN_KEYS = new Set(['comInput', 'textarea', 'numInput', 'date', 'time', 'link']);
const CHOICE_KEYS = new Set(['radio', 'checkbox', 'select', 'cascader', 'treeSelect']);

/** One field a link can show or search: the widget JSON with its list-column keys. */
export type LinkFieldItem = Record<string, unknown> & { prop: string; label: string; jnpfKey: string };

const isOffered = ({ key, field }: FieldEntry) => {
  const config: FormField['__config__'] = field.__config__ ?? {};
  const isStatic = !config.dataType || config.dataType === 'static';
  return PLAIN_KEYS.has(key) || (CHOICE_KEYS.has(key) && isStatic);
};

const labelOf = ({ name, field }: FieldEntry) => {
  const label = field.__config__?.label;
  return typeof label === 'string' && label ? label : name;
};

const itemOf = (entry: FieldEntry, prop: string, label: string): LinkFieldItem => ({
  label,
  prop,
  fixed: 'none',
  align: 'left',
  jnpfKey: entry.key,
  sortable: false,
  width: null,
  type: 1,
  ...(entry.field as Record<string, unknown>),
  ...(prop === entry.name ? {} : { __vModel__: prop }),
});

/**
 * The fields of a design's form JSON a link can offer; none when the JSON does not parse. The columns
 * may also name a sub-table's columns of those kinds, as `{sub-table}-{column}` labelled
 * `{sub-table}-{column label}` (the original's list names); the search offers main fields only.
 */
export function linkFieldItems(formData: string | null | undefined, lang: Language): LinkFieldItem[] {
  let value: unknown;
  try {
    value = JSON.parse(formData ?? '');
  } catch {
    return [];
  }
  const parsed = parseFormDesign(value, lang);
  if (!parsed.success) return [];
  const { model } = parsed;
  return model.fields.flatMap((entry) => {
    if (entry.kind === 'subTable') {
      const columns = (model.columns.get(entry.name) ?? []).filter(isOffered);
      const table = labelOf(entry);
      return columns.map((column) =>
        itemOf(column, `${entry.name}-${column.name}`, `${table}-${labelOf(column)}`),
      );
    }
    return !entry.table && isOffered(entry) ? [itemOf(entry, entry.name, labelOf(entry))] : [];
  });
}

/** An item naming a sub-table's column (`{sub-table}-{column}`): a column of the list, never a search. */
export const isSubColumn = (item: Pick<LinkFieldItem, 'prop'>) => item.prop.includes('-');

/** A data view's fields (those of its list design), each a text field labelled as its list labels it. */
export function viewFieldItems(columnData: string | null | undefined): LinkFieldItem[] {
  let labels = new Map<string, string>();
  try {
    const value = JSON.parse(columnData ?? '') as { columnList?: unknown; searchList?: unknown } | null;
    const entries = [value?.searchList, value?.columnList].flatMap((list) =>
      (Array.isArray(list) ? list : []).flatMap((item: unknown) => {
        const { prop, __vModel__: model, label } = (item ?? {}) as Record<string, unknown>;
        const name = prop ?? model;
        return typeof name === 'string' && typeof label === 'string' && label ? [[name, label] as const] : [];
      }),
    );
    labels = new Map(entries);
  } catch {
    return [];
  }
  return dataViewFieldNames(columnData ?? '').map((name) => {
    const label = labels.get(name) ?? name;
    return {
      label,
      prop: name,
      __vModel__: name,
      __config__: { jnpfKey: 'comInput', label },
      fixed: 'none',
      align: 'left',
      jnpfKey: 'comInput',
      sortable: false,
      width: null,
      type: 1,
    };
  });
}

/** The field names a saved column list (JSON text) holds. */
export function namesOf(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { __vModel__: model, prop } = item as Record<string, unknown>;
      const name = typeof model === 'string' && model ? model : prop;
      return typeof name === 'string' && name ? [name] : [];
    });
  } catch {
    return [];
  }
}

/** The chosen fields, in the form's order, as the JSON text the settings keep. */
export const columnsText = (items: readonly LinkFieldItem[], names: readonly string[]) =>
  JSON.stringify(items.filter((item) => names.includes(item.prop)));

/** The page address the server answers (`/formShortLink?encryption=…`) as a full link of this site. */
export const absoluteLink = (address: string) => `${window.location.origin}${address}`;

export type LinkUse = 'form' | 'list';

/**
 * What a link's token names: its design and its use. The token is `<payload>.<signature>`, the
 * payload base64url JSON `{modelId, type}`; the page only reads it, the server checks the signature.
 */
export function readLinkToken(encryption: string | null): { modelId: string; type: LinkUse } | undefined {
  const [payload = '', signature = '', ...rest] = (encryption ?? '').split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof value !== 'object' || value === null) return undefined;
    const { modelId, type } = value as Record<string, unknown>;
    if (typeof modelId !== 'string' || !modelId || (type !== 'form' && type !== 'list')) return undefined;
    return { modelId, type };
  } catch {
    return undefined;
  }
}

/** The link list's number and time fields: the server searches them as ranges (`[from, to]`). */
const RANGE_KEYS = new Set(['numInput', 'time', 'rate', 'slider']);

/**
 * The search form's query as the link's list takes it: a number or a time typed into its text box
 * looks for that value exactly (the range from it to it); the other fields pass as they are.
 */
export function linkSearchQuery(
  query: Record<string, unknown>,
  columnCondition: string | null,
): Record<string, unknown> {
  let items: unknown = [];
  try {
    items = JSON.parse(columnCondition ?? '[]');
  } catch {
    items = [];
  }
  const ranged = new Set(
    (Array.isArray(items) ? items : []).flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { __config__: config, jnpfKey, __vModel__: name } = item as Record<string, unknown>;
      const key = (config as { jnpfKey?: unknown } | undefined)?.jnpfKey ?? jnpfKey;
      return typeof name === 'string' && typeof key === 'string' && RANGE_KEYS.has(key) ? [name] : [];
    }),
  );
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) =>
      ranged.has(name) && !Array.isArray(value) ? [name, [value, value]] : [name, value],
    ),
  );
}
