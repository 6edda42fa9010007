import { useMemo } from 'react';
import type { FormField } from '../../schema/form-schema.ts';
import { KEYWORD_MARKER, suggestionParams } from '../interface-params.ts';
import { rendererText } from '../messages.ts';
import type { InterfaceParam, PageQuery } from '../record-sources.ts';
import { useFormDataSources } from '../sources.tsx';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import { type PopupKind, popupColumns, popupKindOf, popupPageSize, popupWidthOf } from './popup-table.tsx';
import { type RecordPickerConfig, RecordPickerEdit, RecordPickerRead } from './record-picker.tsx';

const textOf = (value: unknown, fallback: string) =>
  typeof value === 'string' && value !== '' ? value : fallback;

/** The keyword parameter takes the text searched in the pick list. */
const withKeyword = (params: InterfaceParam[], keyword: string) =>
  params.map((param) =>
    param.relationField === KEYWORD_MARKER ? { ...param, defaultValue: keyword } : param,
  );

/**
 * The pick list of a data interface (`interfaceId`): rows through `sources.interfaceList`, names of a value
 * through `sources.interfaceInfoByIds`. The row's `propsValue` column (default `id`) is stored, its
 * `relationField` (default `fullName`) names it. The design's `templateJson` parameters take the current
 * values of the form fields they name, so a change of those fields changes the list.
 */
export function useInterfacePickerConfig(
  field: FormField,
  values: WidgetProps['values'],
  locale: WidgetProps['locale'],
  defaultPopup: PopupKind,
): RecordPickerConfig {
  const { interfaceList, interfaceInfoByIds } = useFormDataSources();
  const interfaceId = textOf(field.interfaceId, '');
  const rowKey = textOf(field.propsValue, 'id');
  const labelColumn = textOf(field.relationField, 'fullName');
  const columns = useMemo(() => popupColumns(field.columnOptions), [field.columnOptions]);
  const paramsKey = JSON.stringify(suggestionParams(field, values, ''));
  const hasPage = field.hasPage === true;
  const load = useMemo(() => {
    if (!interfaceList || interfaceId === '') return undefined;
    const params = JSON.parse(paramsKey) as InterfaceParam[];
    return (query: PageQuery) =>
      interfaceList({
        ...query,
        interfaceId,
        propsValue: rowKey,
        relationField: labelColumn,
        columnOptions: columns.map((column) => column.value).join(','),
        paramList: withKeyword(params, query.keyword),
      });
  }, [interfaceList, interfaceId, rowKey, labelColumn, columns, paramsKey]);
  const rowsOf = useMemo(() => {
    if (!interfaceInfoByIds || interfaceId === '') return undefined;
    const paramList = JSON.parse(paramsKey) as InterfaceParam[];
    return (ids: string[]) =>
      interfaceInfoByIds({ interfaceId, ids, propsValue: rowKey, relationField: labelColumn, paramList });
  }, [interfaceInfoByIds, interfaceId, rowKey, labelColumn, paramsKey]);
  return {
    rowKey,
    labelColumn,
    columns,
    isMultiple: field.multiple === true,
    hasPage,
    pageSize: popupPageSize(hasPage, field.pageSize),
    popup: popupKindOf(field.popupType, defaultPopup),
    title: textOf(field.popupTitle, rendererText('formEngine.renderer.popupTitle', locale)),
    width: popupWidthOf(field.popupWidth),
    load,
    rowsOf,
  };
}

type InterfacePickerProps = WidgetProps & { defaultPopup: PopupKind };

function InterfacePickerEdit({ defaultPopup, ...props }: InterfacePickerProps) {
  const config = useInterfacePickerConfig(props.field, props.values, props.locale, defaultPopup);
  return <RecordPickerEdit {...props} config={config} />;
}

function InterfacePickerRead({ defaultPopup, ...props }: InterfacePickerProps) {
  const config = useInterfacePickerConfig(props.field, props.values, props.locale, defaultPopup);
  return <RecordPickerRead {...props} config={config} />;
}

const interfacePickerWidget = (defaultPopup: PopupKind): ReactWidget => ({
  frame: 'field',
  Edit: (props) => <InterfacePickerEdit {...props} defaultPopup={defaultPopup} />,
  Read: (props) => <InterfacePickerRead {...props} defaultPopup={defaultPopup} />,
});

/** Popup select (`popupSelect`): the pick list in a dialog unless the design says drawer or popover. */
export const popupSelectWidget = interfacePickerWidget('dialog');
/** Popup table select (`popupTableSelect`): the same list, under the field in a popover by default. */
export const popupTableSelectWidget = interfacePickerWidget('popover');
