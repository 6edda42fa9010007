import type { Language } from '@platform/contracts';
import {
  type FormField,
  formIdOf,
  holdsValue,
  keyOf,
  WIDGET_REGISTRY,
  type WidgetKind,
  walkDesign,
} from '@platform/form-engine';
import { Empty, Form, Input, InputNumber, Select, Space, Switch, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './form-designer.module.css';
import { ColumnBinding, isColumnBound } from './properties/column-binding.tsx';
import { OptionsProperties } from './properties/options-properties.tsx';
import { type PropertyGroupProps, withConfig } from './properties/property-kit.ts';
import { WidgetGroups } from './properties/widget-groups.tsx';
import type { FormDesignApi } from './use-form-design.ts';

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const WITH_PLACEHOLDER = new Set<WidgetKind>([
  'text',
  'number',
  'option',
  'cascader',
  'treeSelect',
  'date',
  'time',
  'picker',
  'area',
]);
const WITH_OPTIONS = new Set<WidgetKind>(['option', 'multiOption']);
const NOT_REQUIRABLE = new Set<WidgetKind>(['system', 'derived', 'display', 'layout', 'calculate']);

/** Whether another widget of the tree already uses the field name. */
function isNameTaken(fields: FormField[], name: string, formId: number): boolean {
  let taken = false;
  walkDesign(fields, ({ field }) => {
    taken = field.__vModel__ === name && formIdOf(field) !== formId;
    return taken;
  });
  return taken;
}

function WidgetProperties({ api, field, lang }: { api: FormDesignApi; field: FormField; lang: Language }) {
  const { t } = useTranslation('formDesigner');
  const formId = formIdOf(field) as number;
  const key = keyOf(field);
  const kind = key ? WIDGET_REGISTRY[key].kind : undefined;
  const update = (change: (f: FormField) => FormField) => api.update(formId, change);
  const name = String(field.__vModel__ ?? '');
  const nameProblem =
    !key || !holdsValue(key)
      ? undefined
      : !FIELD_NAME.test(name)
        ? t('vModelInvalid')
        : isNameTaken(api.state.fields, name, formId)
          ? t('vModelTaken', { name })
          : undefined;
  const group: PropertyGroupProps = { field, update, state: api.state, lang };

  return (
    <Form layout="vertical" size="small" key={formId} data-testid="designer-widget-properties">
      <Form.Item label={t('prop.label')}>
        <Input
          value={String(field.__config__.label ?? '')}
          onChange={(e) => update((f) => withConfig(f, { label: e.target.value }))}
          data-testid="prop-label"
        />
      </Form.Item>
      {key && holdsValue(key) && api.state.binding && isColumnBound(field, key) && (
        <ColumnBinding {...group} binding={api.state.binding} />
      )}
      {key && holdsValue(key) && (!api.state.binding || !isColumnBound(field, key)) && (
        <Form.Item label={t('prop.vModel')} validateStatus={nameProblem ? 'error' : ''} help={nameProblem}>
          <Input
            value={name}
            onChange={(e) => update((f) => ({ ...f, __vModel__: e.target.value.trim() }))}
            data-testid="prop-vModel"
          />
        </Form.Item>
      )}
      {key && holdsValue(key) && (
        <Form.Item label={t('prop.tipLabel')}>
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 4 }}
            value={String(field.__config__.tipLabel ?? '')}
            onChange={(e) => update((f) => withConfig(f, { tipLabel: e.target.value }))}
            data-testid="prop-tipLabel"
          />
        </Form.Item>
      )}
      {kind && WITH_PLACEHOLDER.has(kind) && (
        <Form.Item label={t('prop.placeholder')}>
          <Input
            value={String(field.placeholder ?? '')}
            onChange={(e) => update((f) => ({ ...f, placeholder: e.target.value }))}
          />
        </Form.Item>
      )}
      {field.__config__.layout !== 'rowFormItem' && (
        <Form.Item label={t('prop.span')}>
          <InputNumber
            min={1}
            max={24}
            value={Number(field.__config__.span) || 24}
            onChange={(value) => update((f) => withConfig(f, { span: value ?? 24 }))}
            data-testid="prop-span"
          />
        </Form.Item>
      )}
      {kind === 'text' && key !== 'editor' && (
        <Form.Item label={t('prop.maxlength')}>
          <InputNumber
            min={1}
            value={typeof field.maxlength === 'number' ? field.maxlength : null}
            onChange={(value) => update((f) => ({ ...f, maxlength: value ?? null }))}
          />
        </Form.Item>
      )}
      {kind && !NOT_REQUIRABLE.has(kind) && key && holdsValue(key) && (
        <Space size="large">
          <Form.Item label={t('prop.required')}>
            <Switch
              checked={field.__config__.required === true}
              onChange={(required) => update((f) => withConfig(f, { required }))}
              data-testid="prop-required"
            />
          </Form.Item>
          <Form.Item label={t('prop.noShow')}>
            <Switch
              checked={field.__config__.noShow === true}
              onChange={(noShow) => update((f) => withConfig(f, { noShow }))}
            />
          </Form.Item>
          <Form.Item label={t('prop.disabled')}>
            <Switch
              checked={field.disabled === true}
              onChange={(disabled) => update((f) => ({ ...f, disabled }))}
              data-testid="prop-disabled"
            />
          </Form.Item>
        </Space>
      )}
      {kind && WITH_OPTIONS.has(kind) && <OptionsProperties {...group} />}
      <WidgetGroups kind={kind} group={group} />
    </Form>
  );
}

function FormProperties({ api }: { api: FormDesignApi }) {
  const { t } = useTranslation('formDesigner');
  const conf = api.state.conf;
  return (
    <Form layout="vertical" size="small" data-testid="designer-form-properties">
      <Form.Item label={t('prop.labelWidth')}>
        <InputNumber
          min={40}
          max={400}
          value={Number(conf.labelWidth) || 100}
          onChange={(value) => api.updateConf({ labelWidth: value ?? 100 })}
        />
      </Form.Item>
      <Form.Item label={t('prop.labelPosition')}>
        <Select
          value={String(conf.labelPosition ?? 'right')}
          options={(['left', 'right', 'top'] as const).map((v) => ({ value: v, label: t(`positions.${v}`) }))}
          onChange={(labelPosition) => api.updateConf({ labelPosition })}
        />
      </Form.Item>
      <Form.Item label={t('prop.size')}>
        <Select
          value={String(conf.size ?? 'small')}
          options={(['medium', 'small', 'mini'] as const).map((v) => ({ value: v, label: t(`sizes.${v}`) }))}
          onChange={(size) => api.updateConf({ size })}
        />
      </Form.Item>
    </Form>
  );
}

/** The right-hand panel: the selected widget's properties and the form's own. */
export function DesignerProperties({ api, lang }: { api: FormDesignApi; lang: Language }) {
  const { t } = useTranslation('formDesigner');
  const field = api.selectedField;
  return (
    <aside className={styles.properties}>
      <Tabs
        items={[
          {
            key: 'widget',
            label: t('widgetTab'),
            children: field ? (
              <WidgetProperties api={api} field={field} lang={lang} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noSelection')} />
            ),
          },
          { key: 'form', label: t('formTab'), children: <FormProperties api={api} /> },
        ]}
      />
    </aside>
  );
}
