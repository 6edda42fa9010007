import { EyeOutlined, FormOutlined, TableOutlined } from '@ant-design/icons';
import { type CreateVisualDevBody, resourceCodes, VISUAL_DEV_NAME_MAX } from '@platform/contracts';
import { visualDevEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select, Space, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { ApiError } from '../../../platform/http/api-error.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { FormDialog } from '../../../shared/admin-kit/form-dialog.tsx';
import { NameCodeFields, SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import type { RecordDialogProps } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { grantedFields, useGrantGate } from '../../../shared/permission/use-grant-gate.ts';
import { useDataSourceOptions } from '../../system/data-source/use-source-options.ts';
import { parseDesignTables, unlinkedSubTables } from '../design-tables/design-tables.ts';
import { DesignTablesPicker } from '../design-tables/design-tables-picker.tsx';
import { LazyFormDesigner } from '../designer/lazy-form-designer.tsx';
import { type DesignState, stateFromText } from '../designer/use-form-design.ts';
import { LazyListDesigner } from '../list-designer/lazy-list-designer.tsx';
import type { ListDesignerInput } from '../list-designer/use-list-design.ts';
import { useDesignCategories } from './use-design-categories.ts';
import { DataViewFields } from './visual-dev-data-view-fields.tsx';
import {
  DATA_VIEW,
  type DesignFormValues,
  designBody,
  NEW_DESIGN,
  PLATFORM_DATABASE,
  toValues,
  WEB_TYPES,
} from './visual-dev-form-values.ts';
import { VisualDevPreviewDialog } from './visual-dev-preview-dialog.tsx';

const FORM_CODES = resourceCodes('webDesign').forms;

/** The dialog shows the server's refusal itself. */
const SILENT = { isSilent: true };

/**
 * New/edit dialog of a design (功能设计): the basic information, the tables of its data connection
 * (picked, or edited as JSON), and the form and list JSON as text, each checked as JSON here and by
 * the server's design checks on save; 设计表单 opens the visual form designer on the form JSON (its
 * fields bound to the tables' columns) and 列表设计 the list designer on the form and list JSON, each
 * writing its result back. A refusal of the server stays in the dialog above the fields, with the
 * values as typed; 预览 renders the form JSON with the form engine.
 */
export function VisualDevFormDialog({ target, onClose, onSaved }: RecordDialogProps<DesignFormValues>) {
  const { t } = useTranslation(['visualDev', 'adminKit', 'designTables']);
  const [form] = Form.useForm<DesignFormValues>();
  const can = useGrantGate('form', FORM_CODES);
  const categories = useDesignCategories();
  const dataSources = useDataSourceOptions();
  const [refusal, setRefusal] = useState<string>();
  const [previewing, setPreviewing] = useState<string>();
  const [designing, setDesigning] = useState<DesignState>();
  const [listDesigning, setListDesigning] = useState<ListDesignerInput>();
  const { message } = useAppFeedback();
  const dbLinkId = Form.useWatch('dbLinkId', { form, preserve: true }) || PLATFORM_DATABASE;
  const isView = Form.useWatch('webType', form) === DATA_VIEW;
  const openDesigner = () => {
    const tables = parseDesignTables(form.getFieldValue('tables')) ?? [];
    const state = stateFromText(form.getFieldValue('formData') ?? '', { dbLinkId, tables });
    if (state) setDesigning(state);
    else message.error(t('designFormInvalid'));
  };
  const editId = target && 'row' in target ? target.row.id : undefined;
  const detail = useQuery({
    ...endpointQuery(visualDevEndpoints.get, { params: { id: editId ?? '' } }),
    enabled: editId !== undefined,
    staleTime: 0,
  });
  const initialValues = useMemo<Partial<DesignFormValues> | undefined>(() => {
    if (!target) return undefined;
    if (!('row' in target)) return { ...NEW_DESIGN, ...target.preset };
    return detail.data ? toValues(detail.data) : undefined;
  }, [target, detail.data]);
  useEffect(() => {
    if (target === undefined) setRefusal(undefined);
  }, [target]);

  const jsonRule = (field: string): Rule => ({
    validator: async (_, value?: string) => {
      if (!value?.trim()) return;
      try {
        JSON.parse(value);
      } catch {
        throw new Error(t('invalidJson', { field }));
      }
    },
  });
  /** The tables as the picker edits them: a list of tables, each sub-table linked to the main one. */
  const tablesRule: Rule = {
    validator: async (_, value?: string) => {
      const tables = parseDesignTables(value);
      if (!tables) throw new Error(t('invalidJson', { field: t('field.tables') }));
      const [unlinked] = unlinkedSubTables(tables);
      if (unlinked) throw new Error(t('designTables:unlinked', { table: unlinked.table }));
    },
  };
  const choose = (field: string) => [{ required: true, message: t('adminKit:form.choose', { field }) }];

  const submit = async (values: DesignFormValues) => {
    setRefusal(undefined);
    const body = grantedFields(designBody(values), can);
    try {
      if (editId) {
        const { type: _createOnly, ...update } = body;
        return (
          await callWithMessage(visualDevEndpoints.update, { params: { id: editId }, body: update }, SILENT)
        ).msg;
      }
      return (await callWithMessage(visualDevEndpoints.create, { body: body as CreateVisualDevBody }, SILENT))
        .msg;
    } catch (error) {
      // The server's design checks name the problem; it stays in the dialog while the author fixes it.
      if (error instanceof ApiError) setRefusal(error.message);
      throw error;
    }
  };

  const jsonField = (name: 'formData' | 'columnData', rows: number) => {
    if (!can(name)) return null;
    const label = t(`field.${name}`);
    return (
      <Form.Item name={name} label={label} rules={[jsonRule(label)]} extra={t('jsonHint')}>
        <Input.TextArea rows={rows} spellCheck={false} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
    );
  };

  return (
    <>
      <FormDialog<DesignFormValues>
        open={target !== undefined}
        title={t(editId ? 'adminKit:editTitle' : 'adminKit:addTitle', { thing: t('thing') })}
        initialValues={initialValues}
        isLoading={editId !== undefined && detail.isPending}
        width={820}
        form={form}
        onSubmit={submit}
        onClose={onClose}
        onSaved={onSaved}
        testId="visual-dev-dialog"
      >
        {refusal && (
          <Alert
            type="error"
            showIcon
            message={t('serverRefused')}
            description={refusal}
            style={{ marginBottom: 16 }}
            data-testid="visual-dev-refusal"
          />
        )}
        <NameCodeFields can={can} nameMaxLength={VISUAL_DEV_NAME_MAX} />
        {can('category') && (
          <Form.Item name="category" label={t('field.category')} rules={choose(t('field.category'))}>
            <Select options={categories} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        )}
        {can('webType') && (
          <Form.Item name="webType" label={t('field.webType')} rules={choose(t('field.webType'))}>
            <Select options={WEB_TYPES.map((code) => ({ value: code, label: t(`webTypes.${code}`) }))} />
          </Form.Item>
        )}
        {isView && (
          <DataViewFields
            form={form}
            canDesignList={can('columnData')}
            onDesignList={(formData) =>
              setListDesigning({ formData, columnData: form.getFieldValue('columnData') ?? '' })
            }
          />
        )}
        {!isView && can('enableFlow') && (
          <Form.Item name="enableFlow" label={t('field.enableFlow')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        {!isView && can('dbLinkId') && (
          <Form.Item name="dbLinkId" label={t('field.dbLinkId')}>
            {/* The tables belong to the connection: another connection starts without them, as in the original. */}
            <Select
              options={dataSources.options}
              loading={dataSources.isLoading}
              onChange={() => form.setFieldValue('tables', '[]')}
            />
          </Form.Item>
        )}
        {!isView && can('tables') && (
          <Form.Item name="tables" label={t('field.tables')} rules={[tablesRule]}>
            <DesignTablesPicker dbLinkId={dbLinkId} />
          </Form.Item>
        )}
        {!isView && jsonField('formData', 8)}
        {!isView && can('formData') && (
          <Form.Item label=" " colon={false}>
            <Space>
              <Button icon={<FormOutlined />} onClick={openDesigner} data-testid="visual-dev-design-button">
                {t('designForm')}
              </Button>
              {can('columnData') && (
                <Button
                  icon={<TableOutlined />}
                  onClick={() =>
                    setListDesigning({
                      formData: form.getFieldValue('formData') ?? '',
                      columnData: form.getFieldValue('columnData') ?? '',
                    })
                  }
                  data-testid="visual-dev-list-design-button"
                >
                  {t('designList')}
                </Button>
              )}
              <Button
                icon={<EyeOutlined />}
                onClick={() => setPreviewing(form.getFieldValue('formData') ?? '')}
                data-testid="visual-dev-preview-button"
              >
                {t('preview')}
              </Button>
            </Space>
          </Form.Item>
        )}
        {jsonField('columnData', 6)}
        <SortStateDescriptionFields can={can} hasState={false} />
      </FormDialog>
      <VisualDevPreviewDialog formData={previewing} onClose={() => setPreviewing(undefined)} />
      <LazyFormDesigner
        initial={designing}
        onClose={() => setDesigning(undefined)}
        onApply={(text) => {
          form.setFieldValue('formData', text);
          setDesigning(undefined);
        }}
      />
      <LazyListDesigner
        initial={listDesigning}
        onClose={() => setListDesigning(undefined)}
        onApply={(text) => {
          form.setFieldValue('columnData', text);
          setListDesigning(undefined);
        }}
      />
    </>
  );
}
