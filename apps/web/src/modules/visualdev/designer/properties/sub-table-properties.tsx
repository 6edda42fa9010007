import { type FormField, formIdOf } from '@platform/form-engine';
import { Form, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubTableChoice } from './column-binding.tsx';
import { InterfaceSource } from './interface-select.tsx';
import { TextProp } from './property-items.tsx';
import { fieldRefs, type Json, type PropertyGroupProps, withConfig, withProps } from './property-kit.ts';
import { SubTablePickColumns } from './sub-table-pick-properties.tsx';

/** Columns the original offers for totals: text, number and calculated columns with a field name. */
const SUMMABLE = new Set(['comInput', 'numInput', 'calculate']);

/**
 * 设计子表: title shown, the add button's text, rows added one by one or picked from a data interface
 * (`addType` 1 with `addTableConf`: its interface, list fields and field mapping), the totals row (`show-summary`, the original's key, with
 * `summaryField` among its text, number and calculated columns) and which columns are required.
 */
export function SubTableProperties({ field, update, state, lang }: PropertyGroupProps) {
  const { t } = useTranslation('designerProps');
  const columns = (field.__config__.children ?? []) as FormField[];
  const summable = columns.filter((c) => SUMMABLE.has(String(c.__config__.jnpfKey)) && c.__vModel__);
  const isSummed = field['show-summary'] === true || field.showSummary === true;
  const addTableConf = (field.addTableConf ?? {}) as Json;
  const refs = fieldRefs(state.fields);
  const setColumnRequired = (formId: number, required: boolean) =>
    update((f) =>
      withConfig(f, {
        children: ((f.__config__.children ?? []) as FormField[]).map((c) =>
          formIdOf(c) === formId ? withConfig(c, { required }) : c,
        ),
      }),
    );
  return (
    <>
      {state.binding && (
        <SubTableChoice field={field} update={update} state={state} lang={lang} binding={state.binding} />
      )}
      <Space size="large">
        <Form.Item label={t('showTitle')}>
          <Switch
            checked={field.__config__.showTitle !== false}
            onChange={(showTitle) => update((f) => withConfig(f, { showTitle }))}
            data-testid="prop-showTitle"
          />
        </Form.Item>
        <Form.Item label={t('showSummary')}>
          <Switch
            checked={isSummed}
            onChange={(on) => update((f) => withProps(f, { 'show-summary': on, showSummary: undefined }))}
            data-testid="prop-showSummary"
          />
        </Form.Item>
      </Space>
      {isSummed && (
        <Form.Item label={t('summaryField')}>
          <Select
            mode="multiple"
            value={(field.summaryField ?? []) as string[]}
            options={summable.map((c) => ({
              value: String(c.__vModel__),
              label: String(c.__config__.label),
            }))}
            onChange={(summaryField: string[]) => update((f) => withProps(f, { summaryField }))}
            data-testid="prop-summaryField"
          />
        </Form.Item>
      )}
      <TextProp field={field} update={update} name="actionText" label={t('actionText')} />
      <Form.Item label={t('addType')}>
        <Select
          value={Number(field.addType ?? 0)}
          options={[0, 1].map((v) => ({ value: v, label: t(`addTypes.${v === 0 ? '0' : '1'}`) }))}
          onChange={(addType: number) => update((f) => withProps(f, { addType }))}
          data-testid="prop-addType"
        />
      </Form.Item>
      {Number(field.addType) === 1 && (
        <InterfaceSource
          holder={addTableConf}
          idKey="interfaceId"
          nameKey="interfaceName"
          refs={refs}
          write={(change) => update((f) => withProps(f, { addTableConf: { ...addTableConf, ...change } }))}
          testId="prop-addTableInterface"
        />
      )}
      {Number(field.addType) === 1 && (
        <SubTablePickColumns
          columns={columns}
          addTableConf={addTableConf}
          write={(change) =>
            update((f) => withProps(f, { addTableConf: { ...((f.addTableConf ?? {}) as Json), ...change } }))
          }
        />
      )}
      {columns.length > 0 && (
        <Form.Item label={t('columnRequired')}>
          <Space wrap>
            {columns.map((c) => (
              <Space key={formIdOf(c)} size={4}>
                <Switch
                  size="small"
                  checked={c.__config__.required === true}
                  onChange={(required) => setColumnRequired(formIdOf(c) as number, required)}
                  data-testid={`prop-column-required-${String(c.__vModel__)}`}
                />
                {String(c.__config__.label ?? c.__vModel__)}
              </Space>
            ))}
          </Space>
        </Form.Item>
      )}
    </>
  );
}
