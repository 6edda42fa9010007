import { holdsValue, parseFormDesign, walkWidgets } from '@platform/form-engine';

/*
 * The grantable resources of a released design's menu, read from the design: the buttons of its list
 * (`columnData.btnsList` above the list, `columnBtnsList` on each row, `customBtnsList` the designer's
 * own) as `btn_{value}`, the list's columns (`columnList[].prop`) and the form's fields (`__vModel__`,
 * a sub-table's field as `{sub-table}-{field}` with the sub-table as its `childTableKey`), as the
 * original's release registers them.
 */

export interface MenuResource {
  enCode: string;
  fullName: string;
  bindTable: string | null;
  /** 0 a field of the main table, 2 a field of a sub-table (the original's fieldRule). */
  fieldRule: number;
  childTableKey: string | null;
}

export interface DesignResources {
  buttons: MenuResource[];
  columns: MenuResource[];
  forms: MenuResource[];
}

interface DesignSource {
  formData: string | null;
  columnData: string | null;
  tables: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function parseObject(source: string | null): Json {
  if (!source) return {};
  try {
    const value: unknown = JSON.parse(source);
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
}

const listOf = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** Resources by code, the first of a code kept (a design may repeat a button on the list and the rows). */
function uniqueByCode(items: MenuResource[]): MenuResource[] {
  const seen = new Map<string, MenuResource>();
  for (const item of items) if (item.enCode && !seen.has(item.enCode)) seen.set(item.enCode, item);
  return [...seen.values()];
}

const resource = (enCode: string, fullName: string, extra: Partial<MenuResource> = {}): MenuResource => ({
  enCode,
  fullName: fullName || enCode,
  bindTable: null,
  fieldRule: 0,
  childTableKey: null,
  ...extra,
});

function mainTableOf(tables: string): string | null {
  try {
    const list: unknown = JSON.parse(tables);
    const main = listOf(list).find((t) => String(t.typeId) === '1');
    return main ? text(main.table) || null : null;
  } catch {
    return null;
  }
}

function formResources(formData: string | null, mainTable: string | null): MenuResource[] {
  if (!formData) return [];
  const parsed = parseFormDesign(formData, 'zh-CN');
  if (!parsed.success) return [];
  const subTables = new Map<string, string | null>();
  const items: MenuResource[] = [];
  walkWidgets(parsed.design.fields, ({ field, key, table }) => {
    const name = field.__vModel__;
    if (!key || !name || (key !== 'table' && !holdsValue(key))) return;
    const label = field.__config__.label ?? name;
    if (key === 'table') subTables.set(name, field.__config__.tableName ?? null);
    if (table) {
      items.push(
        resource(`${table}-${name}`, label, {
          bindTable: subTables.get(table) ?? null,
          fieldRule: 2,
          childTableKey: table,
        }),
      );
      return;
    }
    items.push(resource(name, label, { bindTable: field.__config__.tableName || mainTable }));
  });
  return items;
}

/** The buttons, columns and form fields the released design's menu grants. */
export function designResources(design: DesignSource): DesignResources {
  const columnData = parseObject(design.columnData);
  const buttons = ['btnsList', 'columnBtnsList', 'customBtnsList'].flatMap((list) =>
    listOf(columnData[list]).map((b) => resource(text(b.value) && `btn_${text(b.value)}`, text(b.label))),
  );
  const mainTable = mainTableOf(design.tables);
  const columns = listOf(columnData.columnList).map((c) => {
    const prop = text(c.prop);
    const [subTable, subField] = prop.includes('-') ? prop.split('-', 2) : [];
    return subTable && subField
      ? resource(prop, text(c.label), { fieldRule: 2, childTableKey: subTable })
      : resource(prop, text(c.label), { bindTable: mainTable });
  });
  return {
    buttons: uniqueByCode(buttons),
    columns: uniqueByCode(columns),
    forms: uniqueByCode(formResources(design.formData, mainTable)),
  };
}
