import {
  LIST_PAGE_SIZES,
  LIST_TYPES,
  type ListTypeSettings,
  PERMISSION_SWITCHES,
  setDefaultSort,
  setListType,
  setPaging,
  setPermission,
  TREE_SOURCES,
} from '@platform/form-engine';
import { Card, Divider, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListDesignerButtons } from './list-designer-buttons.tsx';
import type { ListPaneProps } from './use-list-design.ts';

/** The list's type with what that type needs, its default order, paging, buttons and permission switches. */
export function ListDesignerSettings({ api, candidates }: ListPaneProps) {
  const { t } = useTranslation('listDesigner');
  const { design } = api;
  const typeSetting = (settings: Omit<ListTypeSettings, 'type'>) =>
    api.apply((d) => setListType(d, candidates, { type: d.type, ...settings }));
  const fieldOptions = candidates.map((c) => ({ value: c.name, label: c.label }));
  const fieldSelect = (key: 'treeRelation' | 'groupField' | 'parentField') => (
    <Form.Item label={t(key)} required>
      <Select
        value={design[key] || undefined}
        placeholder={t('chooseField')}
        options={fieldOptions}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(value: string) => typeSetting({ [key]: value })}
        data-testid={`list-setting-${key}`}
      />
    </Form.Item>
  );

  return (
    <Card
      size="small"
      title={t('settings')}
      style={{ width: 340, flex: 'none', maxHeight: '76vh', overflowY: 'auto' }}
      data-testid="list-designer-settings"
    >
      <Form layout="vertical" size="small">
        <Form.Item label={t('listType')}>
          <Select
            value={design.type}
            options={LIST_TYPES.map((type) => ({ value: type, label: t(`listTypes.${type}`) }))}
            onChange={(type) => api.apply((d) => setListType(d, candidates, { type }))}
            data-testid="list-setting-type"
          />
        </Form.Item>
        {design.type === 2 && (
          <>
            <Form.Item label={t('treeTitle')}>
              <Input value={design.treeTitle} onChange={(e) => typeSetting({ treeTitle: e.target.value })} />
            </Form.Item>
            <Form.Item label={t('treeDataSource')}>
              <Select
                value={design.treeDataSource}
                options={TREE_SOURCES.map((value) => ({ value, label: t(`treeSources.${value}`) }))}
                onChange={(treeDataSource) => typeSetting({ treeDataSource })}
                data-testid="list-setting-treeDataSource"
              />
            </Form.Item>
            {design.treeDataSource === 'dictionary' && (
              <Form.Item label={t('treeDictionary')} required>
                <Input
                  value={design.treeDictionary}
                  onChange={(e) => typeSetting({ treeDictionary: e.target.value.trim() })}
                  data-testid="list-setting-treeDictionary"
                />
              </Form.Item>
            )}
            {fieldSelect('treeRelation')}
          </>
        )}
        {design.type === 3 && fieldSelect('groupField')}
        {design.type === 5 && fieldSelect('parentField')}
        <Form.Item label={t('sortField')}>
          <Select
            value={design.defaultSidx || undefined}
            allowClear
            placeholder={t('chooseField')}
            options={design.columnList.map((c) => ({ value: c.prop, label: c.label || c.prop }))}
            onChange={(field?: string) => api.apply((d) => setDefaultSort(d, field, d.sort))}
            data-testid="list-setting-sort-field"
          />
        </Form.Item>
        <Form.Item label={t('sortOrder')}>
          <Select
            value={design.sort}
            options={(['desc', 'asc'] as const).map((value) => ({ value, label: t(`sorts.${value}`) }))}
            onChange={(sort) => api.apply((d) => setDefaultSort(d, d.defaultSidx || undefined, sort))}
            data-testid="list-setting-sort-order"
          />
        </Form.Item>
        <Form.Item label={t('hasPage')}>
          <Switch
            checked={design.hasPage}
            onChange={(hasPage) => api.apply((d) => setPaging(d, hasPage, d.pageSize ?? LIST_PAGE_SIZES[0]))}
            data-testid="list-setting-has-page"
          />
        </Form.Item>
        {design.hasPage && (
          <Form.Item label={t('pageSize')}>
            <Select
              value={design.pageSize}
              options={LIST_PAGE_SIZES.map((size) => ({ value: size, label: t('pageSizeItem', { size }) }))}
              onChange={(size: number) => api.apply((d) => setPaging(d, true, size))}
              data-testid="list-setting-page-size"
            />
          </Form.Item>
        )}
        <ListDesignerButtons api={api} />
        <Divider plain>{t('permissions')}</Divider>
        {PERMISSION_SWITCHES.map((name) => (
          <Form.Item key={name} label={t(`permission.${name}`)} layout="horizontal">
            <Switch
              checked={design[name]}
              onChange={(isOn) => api.apply((d) => setPermission(d, name, isOn))}
              data-testid={`list-setting-${name}`}
            />
          </Form.Item>
        ))}
      </Form>
    </Card>
  );
}
