import { Card, Collapse, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { type FormField, toNumber } from '../../schema/form-schema.ts';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';

/** A container looks the same in both modes: the mode reaches its children through renderNodes. */
const container = (Component: ReactWidget['Edit']): ReactWidget => ({
  Edit: Component,
  Read: Component,
  frame: 'bare',
});

const childrenOf = (field: FormField): FormField[] => field.__config__.children ?? [];
const paneKey = (pane: FormField, index: number) => String(pane.name ?? index);

export const cardWidget = container(({ field, renderNodes }) => (
  <Card
    title={typeof field.header === 'string' ? field.header : field.__config__.label}
    size="small"
    style={{ marginBottom: 16 }}
  >
    {renderNodes(childrenOf(field))}
  </Card>
));

export const tabWidget = container(({ field, renderNodes }) => {
  const panes = childrenOf(field);
  const active = toNumber(field.__config__.active) ?? 0;
  return (
    <Tabs
      defaultActiveKey={panes[active] ? paneKey(panes[active], active) : undefined}
      items={panes.map((pane, index) => ({
        key: paneKey(pane, index),
        label: pane.title ?? String(index + 1),
        children: renderNodes(childrenOf(pane)),
      }))}
      style={{ marginBottom: 16 }}
    />
  );
});

export const collapseWidget = container(({ field, renderNodes }) => {
  const panes = childrenOf(field);
  const active = field.__config__.active;
  return (
    <Collapse
      accordion={field.accordion === true}
      defaultActiveKey={Array.isArray(active) ? active.map(String) : undefined}
      items={panes.map((pane, index) => ({
        key: paneKey(pane, index),
        label: pane.title ?? String(index + 1),
        children: renderNodes(childrenOf(pane)),
      }))}
      style={{ marginBottom: 16 }}
    />
  );
});

/** Table layout: rows of cells, each cell with its `colspan` / `rowspan` and its own widgets. */
export const tableGridWidget = container(({ field, renderNodes }) => (
  <table
    className="form-engine-table-grid"
    style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 16 }}
  >
    <tbody>
      {childrenOf(field).map((row, rowIndex) => (
        <tr key={String(row.__config__.formId ?? rowIndex)}>
          {childrenOf(row).map((cell, cellIndex) => {
            const config = cell.__config__;
            if (config.merged === true) return null;
            return (
              <td
                key={String(config.formId ?? cellIndex)}
                colSpan={toNumber(config.colspan) ?? 1}
                rowSpan={toNumber(config.rowspan) ?? 1}
                style={{ border: '1px solid #e5e5e5', padding: 8, verticalAlign: 'top' }}
              >
                {renderNodes(childrenOf(cell))}
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  </table>
));

/**
 * Grid rows (renderNodes already lays children out in columns of their `span` with the form's gutter),
 * and panes, table rows and cells met outside their container: their children as they are.
 */
export const passThroughWidget = container(
  ({ field, renderNodes }: WidgetProps): ReactNode => <>{renderNodes(childrenOf(field))}</>,
);
