import { type ListDesign, serializeListDesign } from '@platform/form-engine';
import { Button, Empty, Flex, Table, type TableProps, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseColumnData } from '../online-dev/online-dev-column-data.ts';

const BUTTON_NAMES = ['add', 'download', 'upload', 'batchRemove', 'edit', 'remove', 'detail'] as const;
type ButtonName = (typeof BUTTON_NAMES)[number];
const isButtonName = (value: string): value is ButtonName =>
  (BUTTON_NAMES as readonly string[]).includes(value);

/**
 * The list as the runtime will show it, without data: the design goes through the runtime's own
 * reading of `columnData`, so widths, alignment, freezing, sorting, buttons and paging shown here are
 * what the released list does.
 */
export function ListDesignerPreview({ design }: { design: ListDesign }) {
  const { t } = useTranslation('listDesigner');
  const runtime = useMemo(() => parseColumnData(serializeListDesign(design)), [design]);
  const buttonName = (button: { value: string; label: string }) => {
    if (button.label) return button.label;
    return isButtonName(button.value) ? t(`buttons.${button.value}`) : button.value;
  };
  const rowButtons = runtime.rowButtons;
  const columns: NonNullable<TableProps<Record<string, unknown>>['columns']> = runtime.columns.map(
    (column) => ({
      key: column.prop,
      title: column.label,
      width: column.width,
      align: column.align,
      fixed: column.fixed,
      sorter: column.isSortable,
      defaultSortOrder:
        runtime.sidx === column.prop ? (runtime.sort === 'asc' ? 'ascend' : 'descend') : undefined,
    }),
  );
  if (rowButtons.length > 0) {
    columns.push({
      key: '__actions',
      // The header names the row buttons, since there is no row to show them on.
      title: t('previewActions', { buttons: rowButtons.map(buttonName).join(' / ') }),
      fixed: 'right',
      render: () => null,
    });
  }
  return (
    <div data-testid="list-designer-preview">
      {runtime.searchFields.length > 0 && (
        <Typography.Paragraph type="secondary">
          {t('previewSearch', { fields: runtime.searchFields.map((f) => f.label).join('、') })}
        </Typography.Paragraph>
      )}
      <Flex gap={8} style={{ marginBottom: 12 }} wrap>
        {runtime.buttons.map((button, index) => (
          <Button key={button.value} type={index === 0 ? 'primary' : 'default'} tabIndex={-1}>
            {buttonName(button)}
          </Button>
        ))}
      </Flex>
      <Table
        size="middle"
        rowKey="id"
        columns={columns}
        dataSource={[]}
        pagination={
          runtime.hasPage ? { pageSize: runtime.pageSize, total: 0, showSizeChanger: false } : false
        }
        scroll={{ x: 'max-content' }}
        rowSelection={runtime.buttons.some((b) => b.value === 'batchRemove') ? {} : undefined}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noColumns')} /> }}
      />
      {!runtime.hasPage && <Typography.Text type="secondary">{t('previewNoPager')}</Typography.Text>}
    </div>
  );
}
