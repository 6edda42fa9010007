import type { ScheduleJobParameter } from '@platform/contracts';
import { dataInterfaceEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance, Input, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { interfaceNameIn, interfaceTreeItems } from '../data-interface/interface-tree.ts';

/** One input per parameter of the chosen interface; the label marks required ones. */
function ParameterValues({
  value = [],
  onChange,
}: {
  value?: ScheduleJobParameter[];
  onChange?: (next: ScheduleJobParameter[]) => void;
}) {
  const { t } = useTranslation('task');
  if (value.length === 0) return <span>{t('noParameters')}</span>;
  return (
    <div data-testid="task-parameters">
      {value.map((param, index) => (
        <Input
          key={param.field}
          aria-label={param.fieldName ? `${param.field}(${param.fieldName})` : param.field}
          addonBefore={`${param.required ? '*' : ''}${param.fieldName ? `${param.field}(${param.fieldName})` : param.field}`}
          placeholder={t('parameterValue')}
          value={param.value === null || param.value === undefined ? '' : String(param.value)}
          onChange={(event) =>
            onChange?.(value.map((p, i) => (i === index ? { ...p, value: event.target.value } : p)))
          }
          style={{ marginBottom: 8 }}
        />
      ))}
    </div>
  );
}

/**
 * The data interface a job calls (from the enabled ones, by category) and the values of its
 * parameters; choosing an interface loads its parameters (empty values take their defaults).
 */
export function TaskInterfaceFields({ form, isOpen }: { form: FormInstance; isOpen: boolean }) {
  const { t } = useTranslation(['task', 'adminKit']);
  const tree = useQuery({ ...endpointQuery(dataInterfaceEndpoints.selector), enabled: isOpen });
  const choose = async (id: string | undefined) => {
    form.setFieldsValue({
      interfaceName: id ? interfaceNameIn(tree.data ?? [], id) : undefined,
      parameter: [],
    });
    if (!id) return;
    const params = await call(dataInterfaceEndpoints.params, { params: { id } });
    form.setFieldsValue({ parameter: params.map((param) => ({ ...param, value: '' })) });
  };
  return (
    <>
      <Form.Item
        name="interfaceId"
        label={t('field.interfaceId')}
        rules={[{ required: true, message: t('adminKit:form.required', { field: t('field.interfaceId') }) }]}
      >
        <TreeSelect
          showSearch
          allowClear
          treeDefaultExpandAll
          treeNodeFilterProp="title"
          treeData={interfaceTreeItems(tree.data ?? [])}
          onChange={(id: string | undefined) => void choose(id)}
        />
      </Form.Item>
      <Form.Item name="interfaceName" hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name="parameter"
        label={t('field.parameter')}
        rules={[
          {
            validator: async (_rule, params: ScheduleJobParameter[] | undefined) => {
              const missing = (params ?? []).find(
                (p) =>
                  p.required && `${p.value ?? ''}`.trim() === '' && `${p.defaultValue ?? ''}`.trim() === '',
              );
              if (missing) throw new Error(t('parameterRequired', { field: missing.field }));
            },
          },
        ]}
      >
        <ParameterValues />
      </Form.Item>
    </>
  );
}
