import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DATA_SCHEME_OPS,
  DATA_SCHEME_VARIABLES,
  type DataSchemeOp,
  type DataSchemeVariable,
  type EndpointBody,
  type ModuleSchemeInfo,
} from '@platform/contracts';
import { moduleSchemeEndpoints } from '@platform/contracts/web-endpoints';
import { AutoComplete, Button, Flex, Form, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type NamedRecordValues, namedRecord } from '../../../shared/admin-kit/named-record.ts';
import { SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { ResourceNameCodeFields } from './resource-form-dialog.tsx';
import {
  buildConditionJson,
  type ConditionRow,
  conditionsToRows,
  VARIABLE_OPS,
} from './scheme-conditions.ts';

interface SchemeFormValues extends NamedRecordValues {
  allData?: boolean;
  matchLogic: 'and' | 'or';
  rows: ConditionRow[];
}

/** Each operator's and variable's name in `scheme.ops.*` and `scheme.variables.*`. */
const OP_KEYS = {
  '==': 'eq',
  '!=': 'ne',
  in: 'in',
  like: 'like',
  '>': 'gt',
  '<': 'lt',
} as const satisfies Record<DataSchemeOp, string>;

const VARIABLE_KEYS = {
  '@userId': 'userId',
  '@organizeId': 'organizeId',
  '@organizeAndSub': 'organizeAndSub',
  '@positionId': 'positionId',
} as const satisfies Record<DataSchemeVariable, string>;

const NEW_SCHEME: Partial<SchemeFormValues> = {
  ...namedRecord.initial,
  fullName: '',
  enCode: '',
  matchLogic: 'and',
  rows: [{ field: '', op: '==', values: [] }],
};

const toValues = (scheme: ModuleSchemeInfo): Partial<SchemeFormValues> => ({
  ...namedRecord.values(scheme),
  allData: scheme.allData === 1,
  matchLogic: scheme.matchLogic === 'or' ? 'or' : 'and',
  rows: conditionsToRows(scheme.conditionJson),
});

interface SchemeFormDialogProps extends RecordDialogProps<SchemeFormValues> {
  moduleId: string;
  /** Field names offered in the field box (the page's column codes); any name may be typed. */
  fieldOptions: string[];
}

/** A data-permission scheme: all data, or rows of field / operator / value joined by and/or. */
export function SchemeFormDialog({ moduleId, fieldOptions, ...props }: SchemeFormDialogProps) {
  const { t } = useTranslation(['menuScheme', 'systemMenu']);
  const [form] = Form.useForm<SchemeFormValues>();
  const allData = Form.useWatch('allData', form);
  const rows = Form.useWatch('rows', form) as ConditionRow[] | undefined;
  const variableOptions = DATA_SCHEME_VARIABLES.map((v) => ({
    value: v,
    label: `${t(`scheme.variables.${VARIABLE_KEYS[v]}`)} (${v})`,
  }));
  const required = (field: string) => ({ required: true, message: t('systemMenu:form.required', { field }) });
  const toBody = (values: SchemeFormValues): EndpointBody<typeof moduleSchemeEndpoints.create> => {
    const built = values.allData ? { ok: true as const, json: '[]' } : buildConditionJson(values.rows ?? []);
    if (!built.ok) {
      form.setFields([{ name: 'rows', errors: [t('scheme.invalid', { detail: built.detail })] }]);
      throw new Error(built.detail);
    }
    return {
      ...namedRecord.body(values),
      moduleId,
      allData: values.allData ? 1 : 0,
      matchLogic: values.matchLogic,
      conditionJson: built.json,
    };
  };

  return (
    <RecordFormDialog
      {...props}
      endpoints={{ create: moduleSchemeEndpoints.create, update: moduleSchemeEndpoints.update }}
      newValues={NEW_SCHEME}
      toValues={toValues}
      toBody={toBody}
      thing=""
      form={form}
      width={820}
      testId="scheme-form-dialog"
    >
      {() => (
        <>
          <ResourceNameCodeFields />
          <Form.Item name="allData" label={t('scheme.allData')} valuePropName="checked">
            <Switch data-testid="scheme-all-data" />
          </Form.Item>
          {!allData && (
            <>
              <Form.Item name="matchLogic" label={t('scheme.matchLogic')}>
                <Radio.Group
                  options={[
                    { value: 'and', label: t('scheme.and') },
                    { value: 'or', label: t('scheme.or') },
                  ]}
                />
              </Form.Item>
              <Form.Item label={t('scheme.conditions')}>
                <Form.List
                  name="rows"
                  rules={[
                    {
                      validator: async (_, value?: ConditionRow[]) => {
                        if (!value?.length) throw new Error(t('scheme.conditionsRequired'));
                      },
                    },
                  ]}
                >
                  {(fields, { add, remove }, { errors }) => (
                    <>
                      {fields.map((field) => {
                        const op = rows?.[field.name]?.op ?? '==';
                        return (
                          <Flex key={field.key} gap={8} align="flex-start" data-testid="scheme-condition-row">
                            <Form.Item
                              name={[field.name, 'field']}
                              rules={[required(t('scheme.field'))]}
                              style={{ width: 180 }}
                            >
                              <AutoComplete
                                options={fieldOptions.map((value) => ({ value }))}
                                placeholder={t('scheme.field')}
                                filterOption
                              />
                            </Form.Item>
                            <Form.Item name={[field.name, 'op']} style={{ width: 120 }}>
                              <Select
                                options={DATA_SCHEME_OPS.map((value) => ({
                                  value,
                                  label: t(`scheme.ops.${OP_KEYS[value]}`),
                                }))}
                              />
                            </Form.Item>
                            <Form.Item
                              name={[field.name, 'values']}
                              rules={[required(t('scheme.value'))]}
                              style={{ flex: 1, minWidth: 0 }}
                            >
                              <Select
                                mode="tags"
                                maxCount={op === 'in' ? undefined : 1}
                                options={VARIABLE_OPS.includes(op) ? variableOptions : []}
                                placeholder={t('scheme.value')}
                                tokenSeparators={op === 'in' ? [','] : undefined}
                              />
                            </Form.Item>
                            <Button
                              icon={<DeleteOutlined />}
                              aria-label={t('scheme.removeCondition')}
                              onClick={() => remove(field.name)}
                            />
                          </Flex>
                        );
                      })}
                      <Button
                        icon={<PlusOutlined />}
                        onClick={() => add({ field: '', op: '==', values: [] })}
                      >
                        {t('scheme.addCondition')}
                      </Button>
                      <Form.ErrorList errors={errors} />
                    </>
                  )}
                </Form.List>
              </Form.Item>
            </>
          )}
          <SortStateDescriptionFields descriptionRows={2} />
        </>
      )}
    </RecordFormDialog>
  );
}
