import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictionaryTypeSelect } from './dictionary-type-select.tsx';
import { DynamicDictionarySource } from './dynamic-dictionary-source.tsx';
import { InterfaceSource } from './interface-select.tsx';
import { fieldRefs, type Json, type PropertyGroupProps, withConfig, withOptionKeys } from './property-kit.ts';

type Option = { fullName: string; id: string };
type DataType = 'static' | 'dictionary' | 'dynamic' | 'dynamicDictionary';
const DATA_TYPES: DataType[] = ['static', 'dictionary', 'dynamic', 'dynamicDictionary'];
/** Sources whose names live with the designer's properties rather than the common strings. */
const PROPS_LABELS = {
  dynamic: 'designerProps:dynamic',
  dynamicDictionary: 'designerProps:dynamicDictionary',
} as const;

function StaticOptions({ field, update }: Pick<PropertyGroupProps, 'field' | 'update'>) {
  const { t } = useTranslation('formDesigner');
  const options = (Array.isArray(field.options) ? field.options : []) as Option[];
  const setOptions = (next: Option[]) => update((f) => ({ ...f, options: next }));
  return (
    <Form.Item label={t('prop.options')}>
      {options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their values change while typed and may repeat
        <Space.Compact key={`${index}-${option.id}`} style={{ marginBottom: 4, width: '100%' }}>
          <Input
            placeholder={t('prop.optionLabel')}
            value={option.fullName}
            onChange={(e) =>
              setOptions(options.map((o, i) => (i === index ? { ...o, fullName: e.target.value } : o)))
            }
          />
          <Input
            placeholder={t('prop.optionValue')}
            value={option.id}
            onChange={(e) =>
              setOptions(options.map((o, i) => (i === index ? { ...o, id: e.target.value } : o)))
            }
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('remove')}
            onClick={() => setOptions(options.filter((_, i) => i !== index))}
          />
        </Space.Compact>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        block
        onClick={() => setOptions([...options, { fullName: '', id: String(options.length + 1) }])}
        data-testid="prop-add-option"
      >
        {t('prop.addOption')}
      </Button>
    </Form.Item>
  );
}

/**
 * Where a choice widget's options come from (`__config__.dataType`): static rows, a dictionary code,
 * a dynamic dictionary (a released dictionary design), or a data interface (`propsUrl` its id, `propsName` its name, `templateJson` its parameters bound to
 * fields) whose rows are read through the label and value keys of `props.props`.
 */
export function OptionsProperties({ field, update, state }: PropertyGroupProps) {
  const { t } = useTranslation(['formDesigner', 'designerProps']);
  const config = field.__config__;
  const dataType: DataType = DATA_TYPES.includes(config.dataType as DataType)
    ? (config.dataType as DataType)
    : 'static';
  const keys = ((field.props as Json | undefined)?.props ?? {}) as Json;
  return (
    <>
      <Form.Item label={t('prop.dataType')}>
        <Select
          value={dataType}
          options={DATA_TYPES.map((v) => ({
            value: v,
            label: v === 'dynamic' || v === 'dynamicDictionary' ? t(PROPS_LABELS[v]) : t(`dataTypes.${v}`),
          }))}
          onChange={(next) => update((f) => withConfig(f, { dataType: next }))}
          data-testid="prop-dataType"
        />
      </Form.Item>
      {dataType === 'static' && <StaticOptions field={field} update={update} />}
      {dataType === 'dictionary' && (
        <Form.Item label={t('prop.dictionaryType')}>
          <DictionaryTypeSelect
            value={String(config.dictionaryType ?? '')}
            onChange={(typeId) => update((f) => withConfig(f, { dictionaryType: typeId }))}
            testId="prop-dictionaryType"
          />
        </Form.Item>
      )}
      {dataType === 'dynamicDictionary' && <DynamicDictionarySource field={field} update={update} />}
      {dataType === 'dynamic' && (
        <InterfaceSource
          holder={config}
          idKey="propsUrl"
          nameKey="propsName"
          refs={fieldRefs(state.fields)}
          write={(change) => update((f) => withConfig(f, change))}
          testId="prop-propsUrl"
        >
          <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
            <Input
              addonBefore={t('designerProps:labelKey')}
              value={String(keys.label ?? '')}
              onChange={(e) => update((f) => withOptionKeys(f, { label: e.target.value.trim() }))}
              data-testid="prop-labelKey"
            />
            <Input
              addonBefore={t('designerProps:valueKey')}
              value={String(keys.value ?? '')}
              onChange={(e) => update((f) => withOptionKeys(f, { value: e.target.value.trim() }))}
              data-testid="prop-valueKey"
            />
          </Space.Compact>
        </InterfaceSource>
      )}
    </>
  );
}
