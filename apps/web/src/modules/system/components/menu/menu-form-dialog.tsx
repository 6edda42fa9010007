import {
  CODE_PATTERN,
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
import { callWithMessage } from '../../../../platform/http/call.ts';
import { endpointQuery } from '../../../../platform/http/endpoint-query.ts';
import { currentLanguage } from '../../../../platform/i18n/index.ts';
import { FormDialog } from '../../../../shared/admin-kit/form-dialog.tsx';
import { IconSelect } from './icon-select.tsx';
import { type MenuFormValues, newMenuValues, toMenuBody, toMenuFormValues } from './menu-form-values.ts';

export interface MenuDialogState {
  /** Edit this menu; absent = new menu. */
  id?: string;
  /** Parent of a new menu. */
  parentId?: string;
}

interface MenuFormDialogProps {
  state: MenuDialogState | undefined;
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

/** New / edit menu (spec §2.3): the fields shown and required follow the chosen type. */
export function MenuFormDialog({ state, systemId, category, onClose, onSaved }: MenuFormDialogProps) {
  const { t } = useTranslation('systemMenu');
  const [form] = Form.useForm<MenuFormValues>();
  const type = Form.useWatch('type', form) ?? 2;
  const rules = MENU_TYPE_FIELDS[type] ?? MENU_TYPE_FIELDS[0];
  const id = state?.id;
  const detail = useQuery({
    ...endpointQuery(menuEndpoints.get, { params: { id: id ?? '' } }),
    enabled: state !== undefined && id !== undefined,
  });
  const parents = useQuery({
    ...endpointQuery(menuEndpoints.selector, { params: { id: id ?? '0' }, query: { systemId, category } }),
    enabled: state !== undefined,
  });
  const parentTree = useMemo(
    () => [{ value: '-1', title: t('form.topNode'), children: toParentOptions(parents.data?.list ?? []) }],
    [parents.data, t],
  );
  const initialValues = useMemo(() => {
    if (!state) return undefined;
    if (id) return detail.data ? toMenuFormValues(detail.data) : undefined;
    return newMenuValues(state.parentId);
  }, [state, id, detail.data]);
  const required = (field: string) => ({ required: true, message: t('form.required', { field }) });

  return (
    <FormDialog<MenuFormValues>
      open={state !== undefined}
      title={id ? t('form.editTitle') : t('form.addTitle')}
      form={form}
      width={700}
      initialValues={initialValues}
      isLoading={id !== undefined && detail.isPending}
      onClose={onClose}
      onSaved={onSaved}
      testId="menu-form-dialog"
      onSubmit={async (values) => {
        const body = toMenuBody(values, systemId, category);
        const res = id
          ? await callWithMessage(menuEndpoints.update, { params: { id }, body })
          : await callWithMessage(menuEndpoints.create, { body });
        return res.msg;
      }}
    >
      <Form.Item name="parentId" label={t('form.parent')} rules={[required(t('form.parent'))]}>
        <TreeSelect treeData={parentTree} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} />
      </Form.Item>
      <Form.Item name="type" label={t('form.type')} rules={[required(t('form.type'))]}>
        <Select
          options={MENU_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
          data-testid="menu-type-select"
        />
      </Form.Item>
      <Form.Item
        name="fullName"
        label={t('form.fullName')}
        rules={[required(t('form.fullName')), { max: 50, message: t('form.nameMax') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="enCode"
        label={t('form.enCode')}
        rules={[
          required(t('form.enCode')),
          { max: 50, message: t('form.codeMax') },
          { pattern: CODE_PATTERN, message: formatMessage('validation.code', currentLanguage()) },
        ]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="icon" label={t('form.icon')}>
        <IconSelect placeholder={t('form.iconPlaceholder')} />
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
        <Form.Item name="linkTarget" label={t('form.linkTarget')} rules={[required(t('form.linkTarget'))]}>
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
            {(['isButtonAuthorize', 'isColumnAuthorize', 'isFormAuthorize', 'isDataAuthorize'] as const).map(
              (name) => (
                <Form.Item key={name} name={name} valuePropName="checked" noStyle>
                  <Checkbox>{t(`form.${name}`)}</Checkbox>
                </Form.Item>
              ),
            )}
          </Space>
        </Form.Item>
      )}
      <Space align="start" size={32} style={{ display: 'flex' }}>
        <Form.Item name="sortCode" label={t('form.sortCode')} labelCol={{ flex: '100px' }}>
          <InputNumber min={0} max={999999} precision={0} />
        </Form.Item>
        <Form.Item name="enabledMark" label={t('form.enabledMark')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="isHidden" label={t('form.isHidden')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item name="description" label={t('form.description')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
