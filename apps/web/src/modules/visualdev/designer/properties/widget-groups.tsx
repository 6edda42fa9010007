import type { WidgetKind } from '@platform/form-engine';
import { CalculateProperties } from './calculate-properties.tsx';
import { ContainerProperties } from './container-properties.tsx';
import { ControlProperties } from './control-properties.tsx';
import { DefaultCurrentProperty } from './default-current-property.tsx';
import { DefaultValueProperty } from './default-value-property.tsx';
import { DisplayProperties } from './display-properties.tsx';
import { DateTimeProperties, NumberProperties } from './number-date-properties.tsx';
import { BillRuleProperties, PickerProperties, WITH_MULTIPLE } from './picker-properties.tsx';
import type { PropertyGroupProps } from './property-kit.ts';
import { RegListProperties } from './reg-list-properties.tsx';
import { InterfacePickerProperties, RelationFormProperties } from './relation-properties.tsx';
import { SubTableProperties } from './sub-table-properties.tsx';
import { UploadProperties } from './upload-properties.tsx';
import { VisibilityProperties } from './visibility-properties.tsx';

/** Widgets reading a data interface's rows themselves (not a choice widget's options). */
const INTERFACE_PICKERS = new Set(['popupSelect', 'popupTableSelect', 'autoComplete']);
/** Text widgets with validation rules, as the original's panel offers them. */
const WITH_REG_LIST = new Set(['comInput', 'textarea']);
/** Containers that place their children themselves: a visibility rule there would hide nothing. */
const WITHOUT_VISIBILITY = new Set(['tabItem', 'collapseItem', 'tableGridTr', 'tableGridTd']);

/** The property groups of one widget after the common ones, chosen by its key. */
export function WidgetGroups({ kind, group }: { kind: WidgetKind | undefined; group: PropertyGroupProps }) {
  const key = String(group.field.__config__.jnpfKey ?? '');
  const parentIsTable = group.field.__config__.parentVModel !== undefined;
  return (
    <>
      {key === 'numInput' && <NumberProperties {...group} />}
      {(key === 'date' || key === 'time') && <DateTimeProperties {...group} />}
      {WITH_REG_LIST.has(key) && <RegListProperties {...group} />}
      {kind === 'calculate' && <CalculateProperties key={String(group.field.__config__.formId)} {...group} />}
      {WITH_MULTIPLE.has(key) && <PickerProperties {...group} />}
      <ContainerProperties {...group} />
      <ControlProperties {...group} />
      <DefaultValueProperty {...group} />
      <DefaultCurrentProperty {...group} />
      {(key === 'uploadFz' || key === 'uploadImg') && <UploadProperties {...group} />}
      <DisplayProperties {...group} />
      {key === 'billRule' && <BillRuleProperties {...group} />}
      {key === 'relationForm' && <RelationFormProperties {...group} />}
      {INTERFACE_PICKERS.has(key) && <InterfacePickerProperties {...group} />}
      {key === 'table' && <SubTableProperties {...group} />}
      {key !== '' && !parentIsTable && !WITHOUT_VISIBILITY.has(key) && <VisibilityProperties {...group} />}
    </>
  );
}
