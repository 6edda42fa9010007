import type { GroupTemplates, SampleText, Template } from './widget-template-parts.ts';

/* The defaults of the system widgets (filled by the server, read-only) and of the layout widgets. */

const system = (type: string): Template => ({
  config: { defaultValue: '' },
  props: { type, readonly: true },
});

export const systemTemplates: GroupTemplates<'system'> = {
  createUser: system('currUser'),
  createTime: system('currTime'),
  modifyUser: system('currUser'),
  modifyTime: system('currTime'),
  currOrganize: {
    ...system('currOrganize'),
    props: { type: 'currOrganize', readonly: true, showLevel: 'last' },
  },
  currDept: system('currDept'),
  currPosition: system('currPosition'),
};

export function layoutTemplates(t: SampleText): GroupTemplates<'layout'> {
  const panes = (key: 'collapseItem' | 'tabItem', title: string) =>
    [1, 2].map((i) => ({
      title: `${title} ${i}`,
      name: String(i),
      __config__: { jnpfKey: key, children: [] },
    }));
  return {
    groupTitle: { props: { content: t('groupTitle'), 'content-position': 'left' } },
    divider: { props: { __slot__: { default: t('divider') }, 'content-position': 'center' } },
    collapse: {
      isRow: true,
      config: { children: panes('collapseItem', t('panel')), active: ['1'] },
      props: { accordion: false },
    },
    tab: {
      isRow: true,
      // The open tab by its index, as the runtime reads it (tab panes carry no name there).
      config: { children: panes('tabItem', t('tab')), active: 0 },
      props: { type: '', 'tab-position': 'top' },
    },
    row: {
      isRow: true,
      config: { children: [], layoutTree: true, rowType: 'layout' },
      props: { type: 'default', justify: 'start', align: 'top' },
    },
    card: { isRow: true, config: { children: [] }, props: { header: t('card'), shadow: 'always' } },
    tableGrid: {
      isRow: true,
      config: {
        borderType: 'solid',
        borderColor: '#E2E0E0',
        borderWidth: 1,
        rowType: 'tableGrid',
        children: [
          {
            __config__: {
              jnpfKey: 'tableGridTr',
              children: [
                {
                  __config__: {
                    jnpfKey: 'tableGridTd',
                    merged: false,
                    rowType: 'tableGrid',
                    colspan: 1,
                    rowspan: 1,
                    children: [],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  };
}
