import type { Language } from '@platform/contracts';
import { Button, Col, Empty, Flex, Modal, Row, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { rendererText } from '../messages.ts';
import type { PickerNode } from '../picker-sources.ts';
import type { PickedItem, PickerTab } from './pickers-config.ts';
import { PickerPane } from './pickers-pane.tsx';

interface PickerDialogProps {
  title: string;
  tabs: PickerTab[];
  isMultiple: boolean;
  /** The selection when the dialog opens. */
  initial: PickedItem[];
  toItem: (node: PickerNode) => PickedItem;
  locale: Language;
  onCancel: () => void;
  onConfirm: (items: PickedItem[]) => void;
}

/**
 * The picker dialog: the directory on the left (tabs when there are several), the selection titled 已选
 * on the right with a clear-list button, Cancel and Confirm. Picking with single selection replaces the
 * selection; with multiple selection it adds the item once. Nothing reaches the field before Confirm.
 * Mount it only while open: every opening starts from `initial`.
 */
export function PickerDialog(props: PickerDialogProps) {
  const { locale, isMultiple } = props;
  const [selected, setSelected] = useState<PickedItem[]>(props.initial);
  const pick = (node: PickerNode) => {
    const item = props.toItem(node);
    setSelected((previous) => {
      if (!isMultiple) return [item];
      return previous.some((held) => held.key === item.key) ? previous : [...previous, item];
    });
  };
  const text = (key: Parameters<typeof rendererText>[0]) => rendererText(key, locale);
  const panes = props.tabs.map((tab) => ({
    key: tab.key,
    label: text(tab.title),
    children: <PickerPane tab={tab} locale={locale} onPick={pick} />,
  }));

  return (
    <Modal
      open
      title={props.title}
      width={800}
      okText={text('formEngine.renderer.pickerConfirm')}
      cancelText={text('formEngine.renderer.pickerCancel')}
      onOk={() => props.onConfirm(selected)}
      onCancel={props.onCancel}
    >
      <Row gutter={16}>
        <Col span={14}>{panes.length > 1 ? <Tabs size="small" items={panes} /> : panes[0]?.children}</Col>
        <Col span={10} data-testid="picker-selected">
          <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
            <Typography.Text strong>
              {text('formEngine.renderer.pickerSelected')}
              {selected.length > 0 ? ` (${selected.length})` : ''}
            </Typography.Text>
            <Button type="link" size="small" onClick={() => setSelected([])} disabled={selected.length === 0}>
              {text('formEngine.renderer.pickerClear')}
            </Button>
          </Flex>
          {selected.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={text('formEngine.renderer.pickerNoData')}
            />
          ) : (
            <Flex vertical gap={4} style={{ maxHeight: 400, overflow: 'auto' }}>
              {selected.map((item) => (
                <Flex key={item.key} justify="space-between" align="center" gap={8}>
                  <Typography.Text ellipsis={{ tooltip: item.label }}>{item.label}</Typography.Text>
                  <Button
                    type="text"
                    size="small"
                    aria-label={`${text('formEngine.renderer.pickerRemove')} ${item.label}`}
                    onClick={() =>
                      setSelected((previous) => previous.filter((held) => held.key !== item.key))
                    }
                  >
                    ×
                  </Button>
                </Flex>
              ))}
            </Flex>
          )}
        </Col>
      </Row>
    </Modal>
  );
}
