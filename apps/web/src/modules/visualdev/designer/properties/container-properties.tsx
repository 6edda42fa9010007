import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormField } from '@platform/form-engine';
import { Button, Form, Input, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FlagProp, TextProp } from './property-items.tsx';
import { type PropertyGroupProps, withConfig } from './property-kit.ts';

type GroupProps = Pick<PropertyGroupProps, 'field' | 'update'>;

const panesOf = (field: FormField): FormField[] => field.__config__.children ?? [];

/** The first number from `panes + 1` that no pane's name holds (collapse panes open by name). */
function freeName(panes: FormField[]): string {
  const taken = new Set(panes.map((pane) => String(pane.name ?? '')));
  let n = panes.length + 1;
  while (taken.has(String(n))) n++;
  return String(n);
}

/**
 * The panes of a tab or collapse container: their titles, a new pane at the end, a pane removed with
 * its widgets after asking (the last one stays). A removed open tab opens the first; a collapse
 * forgets the names that are gone.
 */
function PanesProperty({ field, update }: GroupProps) {
  const { t } = useTranslation('designerProps');
  const key = field.__config__.jnpfKey === 'tab' ? 'tabItem' : 'collapseItem';
  const panes = panesOf(field);
  const setPanes = (change: (panes: FormField[], active: unknown) => [FormField[], unknown]) =>
    update((f) => {
      const [children, active] = change(panesOf(f), f.__config__.active);
      return withConfig(f, { children, active });
    });
  const add = () =>
    setPanes((list, active) => {
      const name = freeName(list);
      const title = `${t('container.pane')} ${list.length + 1}`;
      return [[...list, { title, name, __config__: { jnpfKey: key, children: [] } }], active];
    });
  const remove = (index: number) =>
    setPanes((list, active) => {
      const kept = list.filter((_, i) => i !== index);
      if (key === 'tabItem') return [kept, Number(active) === index ? 0 : active];
      const names = new Set(kept.map((pane) => String(pane.name)));
      return [kept, Array.isArray(active) ? active.filter((name) => names.has(String(name))) : active];
    });
  const rename = (index: number, title: string) =>
    setPanes((list, active) => [list.map((pane, i) => (i === index ? { ...pane, title } : pane)), active]);
  return (
    <Form.Item label={t('container.panes')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {panes.map((pane, index) => (
          <Space.Compact key={String(pane.name ?? index)} block>
            <Input
              value={String(pane.title ?? '')}
              onChange={(e) => rename(index, e.target.value)}
              data-testid={`prop-pane-${index}`}
            />
            <Popconfirm
              title={t('container.confirmRemovePane')}
              onConfirm={() => remove(index)}
              disabled={panes.length < 2}
            >
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('container.removePane')}
                disabled={panes.length < 2}
                data-testid={`prop-pane-remove-${index}`}
              />
            </Popconfirm>
          </Space.Compact>
        ))}
        {panes.length < 2 && <Typography.Text type="secondary">{t('container.lastPane')}</Typography.Text>}
        <Button type="dashed" block icon={<PlusOutlined />} onClick={add} data-testid="prop-pane-add">
          {t('container.addPane')}
        </Button>
      </Space>
    </Form.Item>
  );
}

/** The card's title; the tab's and collapse's panes, and whether a collapse opens one pane at a time. */
export function ContainerProperties({ field, update }: GroupProps) {
  const { t } = useTranslation('designerProps');
  switch (field.__config__.jnpfKey) {
    case 'card':
      return <TextProp field={field} update={update} name="header" label={t('container.header')} />;
    case 'tab':
      return <PanesProperty field={field} update={update} />;
    case 'collapse':
      return (
        <>
          <PanesProperty field={field} update={update} />
          <FlagProp field={field} update={update} name="accordion" label={t('container.accordion')} />
        </>
      );
    default:
      return null;
  }
}
