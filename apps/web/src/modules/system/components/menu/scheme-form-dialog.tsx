import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DATA_SCHEME_OPS,
  DATA_SCHEME_VARIABLES,
  type DataSchemeOp,
  type EndpointBody,
  type ModuleSchemeInfo,
  RESOURCE_CODE_PATTERN,
} from '@platform/contracts';
import { moduleSchemeEndpoints } from '@platform/contracts/web-endpoints';
import { AutoComplete, Button, Flex, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../../platform/http/call.ts';
import { FormDialog } from '../../../../shared/admin-kit/form-dialog.tsx';
import {
  buildConditionJson,
  type ConditionRow,
  conditionsToRows,
  VARIABLE_OPS,
} from './scheme-conditions.ts';

interface SchemeFormValues {
  fullName: string;
  enCode: string;
  allData?: boolean;
  matchLogic: 'and' | 'or';
  rows: ConditionRow[];
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

const OP_KEYS: Record<DataSchemeOp, string> = {
  '==': 'eq',
  '!=': 'ne',
  in: 'in',
  like: 'like',
  '>': 'gt',
  '<': 'lt',
};

interface SchemeFormDialogProps {
  moduleId: string;
  /** The scheme to edit, 'new', or undefined when closed. */
  editing: ModuleSchemeInfo | 'new' | undefined;
  /** Field names offered in the field box (the page's column codes); any name may be typed. */
  fieldOptions: string[];
  onClose: () => void;
  onSaved: () => void;
}

/** A data-permission scheme: all data, or rows of field / operator / value joined by and/or. */
export function SchemeFormDialog({
  moduleId,
  editing,
  fieldOptions,
  onClose,
  onSaved,
}: SchemeFormDialogProps) {
  const { t } = useTranslation('systemMenu');
  const [form] = Form.useForm<SchemeFormValues>();
  const allData = Form.useWatch('allData', form);
  const rows = Form.useWatch('rows', form) as ConditionRow[] | undefined;
  const initialValues = useMemo<SchemeFormValues>(() => {
    if (!editing || editing === 'new') {
      return {
        fullName: '',
        enCode: '',
        matchLogic: 'and',
        rows: [{ field: '', op: '==', values: [] }],
        enabledMark: true,
        sortCode: 0,
      };
    }
    return {
      fullName: editing.fullName,
      enCode: editing.enCode,
      allData: editing.allData === 1,
      matchLogic: editing.matchLogic === 'or' ? 'or' : 'and',
      rows: conditionsToRows(editing.conditionJson),
      sortCode: editing.sortCode,
      enabledMark: editing.enabledMark === 1,
      description: editing.description,
    };
  }, [editing]);
  const variableOptions = DATA_SCHEME_VARIABLES.map((v) => ({
    value: v,
    label: `${t(`scheme.variables.${v.slice(1)}`)} (${v})`,
  }));
  const required = (field: string) => ({ required: true, message: t('form.required', { field }) });

  return (
    <FormDialog<SchemeFormValues>
      open={editing !== undefined}
      title={editing === 'new' ? t('resource.addTitle') : t('resource.editTitle')}
      form={form}
      width={820}
      initialValues={initialValues}
      onClose={onClose}
      onSaved={onSaved}
      testId="scheme-form-dialog"
      onSubmit={async (values) => {
        const built = values.allData
          ? { ok: true as const, json: '[]' }
          : buildConditionJson(values.rows ?? []);
        if (!built.ok) {
          form.setFields([{ name: 'rows', errors: [t('scheme.invalid', { detail: built.detail })] }]);
          throw new Error(built.detail);
        }
        const body: EndpointBody<typeof moduleSchemeEndpoints.create> = {
          moduleId,
          fullName: values.fullName,
          enCode: values.enCode,
          allData: values.allData ? 1 : 0,
          matchLogic: values.matchLogic,
          conditionJson: built.json,
          sortCode: values.sortCode ?? 0,
          enabledMark: values.enabledMark === false ? 0 : 1,
          description: values.description ?? null,
        };
        const res =
          editing && editing !== 'new'
            ? await callWithMessage(moduleSchemeEndpoints.update, { params: { id: editing.id }, body })
            : await callWithMessage(moduleSchemeEndpoints.create, { body });
        return res.msg;
      }}
    >
      <Form.Item
        name="fullName"
        label={t('resource.fullName')}
        rules={[required(t('resource.fullName')), { max: 50 }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="enCode"
        label={t('resource.enCode')}
        rules={[
          required(t('resource.enCode')),
          { pattern: RESOURCE_CODE_PATTERN, message: t('resource.codeRule') },
        ]}
      >
        <Input maxLength={50} />
      </Form.Item>
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
                  <Button icon={<PlusOutlined />} onClick={() => add({ field: '', op: '==', values: [] })}>
                    {t('scheme.addCondition')}
                  </Button>
                  <Form.ErrorList errors={errors} />
                </>
              )}
            </Form.List>
          </Form.Item>
        </>
      )}
      <Form.Item name="sortCode" label={t('column.sortCode')}>
        <InputNumber min={0} max={999999} precision={0} />
      </Form.Item>
      <Form.Item name="enabledMark" label={t('column.enabledMark')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="description" label={t('column.description')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
