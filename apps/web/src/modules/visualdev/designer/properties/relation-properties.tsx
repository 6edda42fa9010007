import { visualDevEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../../platform/http/endpoint-query.ts';
import { DesignTreeSelect } from './design-tree-select.tsx';
import { InterfaceSource } from './interface-select.tsx';
import { TextProp } from './property-items.tsx';
import { fieldRefs, type PropertyGroupProps, withProps } from './property-kit.ts';

type Column = { label: string; value: string };

/**
 * 关联表单: the design it reads (`modelId`), the field shown once picked (`relationField`) and the
 * columns of the pick list (`columnOptions`), among the chosen design's fields.
 */
export function RelationFormProperties({ field, update }: Pick<PropertyGroupProps, 'field' | 'update'>) {
  const { t } = useTranslation('designerProps');
  const modelId = String(field.modelId ?? '');
  const fields = useQuery({
    ...endpointQuery(visualDevEndpoints.formDataFields, { params: { id: modelId }, query: {} }),
    enabled: modelId !== '',
  });
  const fieldOptions = (fields.data?.list ?? []).map((f) => ({ value: f.vmodel, label: f.label }));
  const columns = (Array.isArray(field.columnOptions) ? field.columnOptions : []) as Column[];
  return (
    <>
      <Form.Item label={t('relationModel')}>
        <DesignTreeSelect
          value={modelId}
          onChange={(id) =>
            update((f) => withProps(f, { modelId: id, relationField: '', columnOptions: [] }))
          }
          testId="prop-modelId"
        />
      </Form.Item>
      <Form.Item label={t('relationField')}>
        <Select
          value={String(field.relationField ?? '') || undefined}
          options={fieldOptions}
          onChange={(relationField: string) => update((f) => withProps(f, { relationField }))}
          data-testid="prop-relationField"
        />
      </Form.Item>
      <Form.Item label={t('columns')}>
        <Select
          mode="multiple"
          value={columns.map((c) => c.value)}
          options={fieldOptions}
          onChange={(values: string[]) =>
            update((f) =>
              withProps(f, {
                columnOptions: values.map((value) => ({
                  value,
                  label: fieldOptions.find((o) => o.value === value)?.label ?? value,
                })),
              }),
            )
          }
          data-testid="prop-columnOptions"
        />
      </Form.Item>
    </>
  );
}

/**
 * 弹窗选择 / 下拉表格 / 自动补全: the data interface (`interfaceId`, `interfaceName`, `templateJson`),
 * the shown (`relationField`) and stored (`propsValue`) keys of its rows.
 */
export function InterfacePickerProperties({ field, update, state }: PropertyGroupProps) {
  const { t } = useTranslation('designerProps');
  return (
    <InterfaceSource
      holder={field}
      idKey="interfaceId"
      nameKey="interfaceName"
      refs={fieldRefs(state.fields)}
      write={(change) => update((f) => withProps(f, change))}
      testId="prop-interfaceId"
    >
      <TextProp field={field} update={update} name="relationField" label={t('relationField')} isKey />
      {field.propsValue !== undefined && (
        <TextProp field={field} update={update} name="propsValue" label={t('propsValue')} isKey />
      )}
    </InterfaceSource>
  );
}
