/*
 * A data view (webType 4) has no form: its list shows the fields of a data interface's rows. The list
 * designer, the runtime list and the server's advanced query read those fields as a form of one text
 * widget per field, built here from the names, so each treats a view's fields as any form's.
 */

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field names a list design names (its columns, then its search fields), each once. */
export function dataViewFieldNames(columnData: unknown): string[] {
  let value = columnData;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value || '{}');
    } catch {
      return [];
    }
  }
  if (!isObject(value)) return [];
  const names = [value.columnList, value.searchList].flatMap((list) =>
    Array.isArray(list) ? list.filter(isObject).map((item) => item.prop ?? item.__vModel__) : [],
  );
  return [...new Set(names.filter((name): name is string => typeof name === 'string' && name !== ''))];
}

/** A form design of one text widget per field name, labelled with the name. */
export function dataViewFormDesign(names: readonly string[]) {
  return {
    fields: names.map((name) => ({
      __vModel__: name,
      __config__: { jnpfKey: 'comInput', label: name, layout: 'colFormItem', span: 24, showLabel: true },
    })),
  };
}
