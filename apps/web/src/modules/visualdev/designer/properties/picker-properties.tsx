import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrganizeSelect } from '../../../permission/organize/organize-select.tsx';
import { BillRuleTemplatePicker } from '../../../system/bill-rule/bill-rule-template-picker.tsx';
import { AbleIdsProperties } from './able-ids-properties.tsx';
import { FlagProp } from './property-items.tsx';
import { type PropertyGroupProps, withConfig, withProps } from './property-kit.ts';

/** Widgets whose template holds `multiple`: the organization pickers, choices with a list, the area. */
export const WITH_MULTIPLE = new Set([
  'comSelect',
  'depSelect',
  'posSelect',
  'userSelect',
  'roleSelect',
  'groupSelect',
  'usersSelect',
  'address',
  'select',
  'treeSelect',
  'popupTableSelect',
]);

/**
 * The organization, department, position, user, role, group and mixed pickers and the area: one or
 * several values (`multiple`), what may be chosen (`selectType` all or custom, custom departments in
 * `ableDepIds` as the templates hold them), and the area's depth (`level` 0 province … 3 street).
 */
export function PickerProperties({ field, update }: Pick<PropertyGroupProps, 'field' | 'update'>) {
  const { t } = useTranslation('designerProps');
  const key = String(field.__config__.jnpfKey);
  const hasSelectType = typeof field.selectType === 'string';
  return (
    <>
      <FlagProp field={field} update={update} name="multiple" label={t('multiple')} />
      {key === 'address' && (
        <Form.Item label={t('level')}>
          <Select
            value={Number(field.level ?? 2)}
            options={(['0', '1', '2', '3'] as const).map((v) => ({
              value: Number(v),
              label: t(`levels.${v}`),
            }))}
            onChange={(level: number) => update((f) => withProps(f, { level }))}
            data-testid="prop-level"
          />
        </Form.Item>
      )}
      {hasSelectType && key !== 'address' && (
        <Form.Item label={t('selectType')}>
          <Select
            value={field.selectType === 'custom' ? 'custom' : 'all'}
            options={(['all', 'custom'] as const).map((v) => ({ value: v, label: t(`selectTypes.${v}`) }))}
            onChange={(selectType) => update((f) => withProps(f, { selectType }))}
            data-testid="prop-selectType"
          />
        </Form.Item>
      )}
      {field.selectType === 'custom' && Array.isArray(field.ableDepIds) && (
        <Form.Item label={t('selectTypes.custom')}>
          <OrganizeSelect<string[]>
            multiple
            isOpen
            value={field.ableDepIds as string[]}
            onChange={(ableDepIds) => update((f) => withProps(f, { ableDepIds }))}
            testId="prop-ableDepIds"
          />
        </Form.Item>
      )}
      {field.selectType === 'custom' && <AbleIdsProperties field={field} update={update} />}
    </>
  );
}

/**
 * 单据组件: the rule whose numbers it draws, chosen in the document-number template picker
 * (`__config__.rule` the rule's code, `ruleName` its name).
 */
export function BillRuleProperties({ field, update }: Pick<PropertyGroupProps, 'field' | 'update'>) {
  const { t } = useTranslation('designerProps');
  return (
    <Form.Item label={t('billRule')}>
      <BillRuleTemplatePicker
        value={String(field.__config__.rule ?? '')}
        onChange={(rule, picked) => update((f) => withConfig(f, { rule, ruleName: picked?.fullName ?? '' }))}
      />
    </Form.Item>
  );
}
