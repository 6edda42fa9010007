import {
  formatMessage,
  LINK_ADDRESS_PATTERN,
  MENU_TYPE_FIELDS,
  MENU_TYPES,
  type MenuCategory,
  type MenuSelectorNode,
  ROUTE_ADDRESS_PATTERN,
} from '@platform/contracts';
import { menuEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, InputNumber, Radio, Select, Space, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { currentLanguage } from '../../../platform/i18n/index.ts';
import { NameCodeFields } from '../../../shared/admin-kit/record-fields.tsx';
import { RecordFormDialog, type RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { IconPicker } from '../../../shared/menu-icon/icon-picker.tsx';
import { type MenuFormValues, newMenuValues, toMenuBody, toMenuFormValues } from './menu-form-values.ts';

interface MenuFormDialogProps {
  /** A menu to edit, or a new one (preset: the parent whose 添加子级 was clicked); undefined while closed. */
  target: RecordTarget<{ id: string }, MenuFormValues> | undefined;
  systemId: string;
  category: MenuCategory;
  onClose: () => void;
  onSaved: () => void;
}

interface ParentOption {
  value: string;
  title: string;
  children: ParentOption[];
}

const toParentOptions = (nodes: readonly MenuSelectorNode[]): ParentOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.fullName, children: toParentOptions(n.children) }));

interface ParentSelectProps {
  value?: string;
  onChange?: (value: string) => void;
  /** The menu being edited: the selector leaves out it and its subtree. */
  editId: string | undefined;
  isOpen: boolean;
  systemId: string;
  category: MenuCategory;
}

/** The parent picker: the top node and the system's menus of the category. */
function ParentSelect({ value, onChange, editId, isOpen, systemId, category }: ParentSelectProps) {
  const { t } = useTranslation('systemMenu');
  const parents = useQuery({
    ...endpointQuery(menuEndpoints.selector, {
      params: { id: editId ?? '0' },
      query: { systemId, category },
    }),
    enabled: isOpen,
  });
  const parentTree = useMemo(
    () => [{ value: '-1', title: t('form.topNode'), children: toParentOptions(parents.data?.list ?? []) }],
    [parents.data, t],
  );
  return (
    <TreeSelect
      value={value}
      onChange={onChange}
      treeData={parentTree}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
    />
  );
}

/** Defaults of a new menu: a page at the top, unless the target presets the parent. */
const NEW_MENU = newMenuValues();

/** New / edit menu: the fields shown and required follow the chosen type. */
export function MenuFormDialog({ target, systemId, category, onClose, onSaved }: MenuFormDialogProps) {
  const { t } = useTranslation(['systemMenu', 'adminKit']);
  const [form] = Form.useForm<MenuFormValues>();
  const type = Form.useWatch('type', form) ?? 2;
  const rules = MENU_TYPE_FIELDS[type] ?? MENU_TYPE_FIELDS[0];
  const required = (field: string) => ({ required: true, message: t('form.required', { field }) });

  return (
    <RecordFormDialog
      target={target}
      endpoints={menuEndpoints}
      newValues={NEW_MENU}
      toValues={toMenuFormValues}
      toBody={(values: MenuFormValues) => toMenuBody(values, systemId, category)}
      thing={t('thing.menu')}
      form={form}
      width={700}
      testId="menu-form-dialog"
      onClose={onClose}
      onSaved={onSaved}
    >
      {(_, { editId, isOpen }) => (
        <>
          <Form.Item name="parentId" label={t('form.parent')} rules={[required(t('form.parent'))]}>
            <ParentSelect editId={editId} isOpen={isOpen} systemId={systemId} category={category} />
          </Form.Item>
          <Form.Item name="type" label={t('form.type')} rules={[required(t('form.type'))]}>
            <Select
              options={MENU_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
              data-testid="menu-type-select"
            />
          </Form.Item>
          <NameCodeFields
            messagesNs="systemMenu"
            labels={{ fullName: t('form.fullName'), enCode: t('form.enCode') }}
          />
          <Form.Item name="icon" label={t('form.icon')}>
            <IconPicker placeholder={t('form.iconPlaceholder')} />
          </Form.Item>
          {rules.needsUrl && (
            <Form.Item
              name="urlAddress"
              label={rules.isLink ? t('form.urlLink') : t('form.urlRoute')}
              extra={rules.isLink ? t('form.urlLinkHelp') : t('form.urlRouteHelp')}
              rules={[
                required(rules.isLink ? t('form.urlLink') : t('form.urlRoute')),
                {
                  pattern: rules.isLink ? LINK_ADDRESS_PATTERN : ROUTE_ADDRESS_PATTERN,
                  message: formatMessage('menu.urlInvalid', currentLanguage()),
                },
              ]}
            >
              <Input maxLength={500} />
            </Form.Item>
          )}
          {rules.needsLinkTarget && (
            <Form.Item
              name="linkTarget"
              label={t('form.linkTarget')}
              rules={[required(t('form.linkTarget'))]}
            >
              <Radio.Group
                options={[
                  { value: '_self', label: t('form.linkSelf') },
                  { value: '_blank', label: t('form.linkBlank') },
                ]}
              />
            </Form.Item>
          )}
          {rules.needsModuleId && (
            <Space align="start" style={{ display: 'flex' }}>
              <Form.Item
                name="moduleId"
                label={t('form.moduleId')}
                labelCol={{ flex: '100px' }}
                rules={[required(t('form.moduleId')), { max: 64 }]}
              >
                <Input maxLength={64} style={{ width: 300 }} />
              </Form.Item>
              {type !== 6 && (
                <Form.Item name="isTree" label={t('form.isTree')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              )}
            </Space>
          )}
          {rules.hasResources && (
            <Form.Item label={t('form.authorize')}>
              <Space wrap>
                {(
                  ['isButtonAuthorize', 'isColumnAuthorize', 'isFormAuthorize', 'isDataAuthorize'] as const
                ).map((name) => (
                  <Form.Item key={name} name={name} valuePropName="checked" noStyle>
                    <Checkbox>{t(`form.${name}`)}</Checkbox>
                  </Form.Item>
                ))}
              </Space>
            </Form.Item>
          )}
          <Space align="start" size={32} style={{ display: 'flex' }}>
            <Form.Item name="sortCode" label={t('adminKit:field.sortCode')} labelCol={{ flex: '100px' }}>
              <InputNumber min={0} max={999999} precision={0} />
            </Form.Item>
            <Form.Item name="enabledMark" label={t('adminKit:field.enabledMark')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="isHidden" label={t('form.isHidden')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item name="description" label={t('adminKit:field.description')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </>
      )}
    </RecordFormDialog>
  );
}
