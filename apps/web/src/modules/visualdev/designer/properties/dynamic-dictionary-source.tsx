import { DYNAMIC_DICTIONARY_FIELDS, optionKeysOf } from '@platform/form-engine';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DesignTreeSelect } from './design-tree-select.tsx';
import { type PropertyGroupProps, withConfig, withOptionKeys } from './property-kit.ts';

/** What a choice stores of the chosen entry: its record id (the default) or its code. */
const STORED_KEYS = ['id', DYNAMIC_DICTIONARY_FIELDS.code] as const;

/**
 * 动态字典: the released dictionary design (`__config__.dictionaryType`) whose enabled entries are the
 * options, shown by 名称 `fullName` and stored by the entry id or its 编码 `enCode`. The picker lists
 * every released design; one of another shape is refused where its options are read.
 */
export function DynamicDictionarySource({ field, update }: Pick<PropertyGroupProps, 'field' | 'update'>) {
  const { t } = useTranslation('designerProps');
  const stored = optionKeysOf(field).value === DYNAMIC_DICTIONARY_FIELDS.code ? 'enCode' : 'id';
  const keysOf = (value: string) => ({ label: DYNAMIC_DICTIONARY_FIELDS.name, value });
  return (
    <>
      <Form.Item label={t('dictionaryDesign')}>
        <DesignTreeSelect
          value={String(field.__config__.dictionaryType ?? '')}
          isReleased
          onChange={(designId) =>
            update((f) => withOptionKeys(withConfig(f, { dictionaryType: designId }), keysOf(stored)))
          }
          testId="prop-dictionaryDesign"
        />
      </Form.Item>
      <Form.Item label={t('valueKey')}>
        <Select
          value={stored}
          options={STORED_KEYS.map((key) => ({ value: key, label: t(`dictionaryStored.${key}`) }))}
          onChange={(value: string) => update((f) => withOptionKeys(f, keysOf(value)))}
          data-testid="prop-dictionaryStored"
        />
      </Form.Item>
    </>
  );
}
