import { dataInterfaceEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Form, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../platform/http/call.ts';
import { endpointQuery } from '../../../../platform/http/endpoint-query.ts';
import { interfaceNameIn, interfaceTreeItems } from '../../../system/data-interface/interface-tree.ts';
import type { FieldRef, Json } from './property-kit.ts';
import { TemplateParams } from './template-params.tsx';

/** A parameter of an interface as the original designer keeps it in `templateJson`. */
export interface TemplateParam {
  field: string;
  fieldName: string;
  dataType: string;
  required: number;
  relationField: string;
  defaultValue: string;
}

/**
 * One of the enabled data interfaces, by category. Choosing one hands back its id, its name and its
 * parameters as `templateJson` rows (values to be bound to fields or fixed); clearing hands back none.
 */
export function InterfaceSelect({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (id: string, name: string, params: TemplateParam[]) => void;
  testId: string;
}) {
  const tree = useQuery(endpointQuery(dataInterfaceEndpoints.selector));
  const choose = async (id: string | undefined) => {
    if (!id) return onChange('', '', []);
    const params = await call(dataInterfaceEndpoints.params, { params: { id } });
    onChange(
      id,
      interfaceNameIn(tree.data ?? [], id) ?? '',
      params.map((p) => ({
        field: p.field,
        fieldName: p.fieldName ?? '',
        dataType: p.dataType,
        required: p.required,
        relationField: '',
        defaultValue: p.defaultValue === null || p.defaultValue === undefined ? '' : String(p.defaultValue),
      })),
    );
  };
  return (
    <TreeSelect
      showSearch
      allowClear
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      value={value || undefined}
      treeData={interfaceTreeItems(tree.data ?? [])}
      onChange={(id: string | undefined) => void choose(id)}
      data-testid={testId}
    />
  );
}

/**
 * A data-interface source of a widget: the interface (its id and name under the keys the widget uses,
 * `propsUrl`/`propsName` or `interfaceId`/`interfaceName`), what `children` add, and its parameters
 * (`templateJson`) bound to fields. `write` sets keys on the object holding them.
 */
export function InterfaceSource({
  holder,
  idKey,
  nameKey,
  refs,
  write,
  testId,
  children,
}: {
  holder: Json;
  idKey: string;
  nameKey: string;
  refs: FieldRef[];
  write: (change: Json) => void;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('designerProps');
  const params = (Array.isArray(holder.templateJson) ? holder.templateJson : []) as TemplateParam[];
  return (
    <>
      <Form.Item label={t('dataInterface')}>
        <InterfaceSelect
          value={String(holder[idKey] ?? '')}
          onChange={(id, name, templateJson) => write({ [idKey]: id, [nameKey]: name, templateJson })}
          testId={testId}
        />
      </Form.Item>
      {children}
      <TemplateParams params={params} refs={refs} onChange={(templateJson) => write({ templateJson })} />
    </>
  );
}
