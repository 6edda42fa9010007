/*
 * Widgets, list columns and search fields of the seed's demo designs, as the original's designers
 * write them.
 */

type Json = Record<string, unknown>;

/** A widget as the original's designer writes it. */
export const widget = (
  key: string,
  name: string,
  label: string,
  extra: Json = {},
  config: Json = {},
): Json => ({
  __config__: { jnpfKey: key, label, span: 24, showLabel: true, layout: 'colFormItem', ...config },
  __vModel__: name,
  ...extra,
});

/** A list column: the form widget with the list's own settings, as the original's list designer keeps it. */
export const column = (field: Json, width: number, align = 'left') => {
  const config = field.__config__ as Json;
  return {
    ...field,
    prop: field.__vModel__,
    label: config.label,
    jnpfKey: config.jnpfKey,
    width,
    align,
    sortable: true,
    fixed: 'none',
  };
};

/** A search field: the form widget with its search type (1 equals, 2 contains). */
export const search = (field: Json, searchType: number) => ({
  ...field,
  prop: field.__vModel__,
  label: (field.__config__ as Json).label,
  searchType,
  searchMultiple: false,
});
