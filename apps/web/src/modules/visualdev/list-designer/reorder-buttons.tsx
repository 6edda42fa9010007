import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A small icon button named by its tooltip and, for screen readers, its label. */
export function IconAction(props: {
  title: string;
  icon: ReactNode;
  testId: string;
  onClick: () => void;
  isDanger?: boolean;
  isDisabled?: boolean;
}) {
  return (
    <Tooltip title={props.title}>
      <Button
        size="small"
        type="text"
        danger={props.isDanger}
        icon={props.icon}
        disabled={props.isDisabled}
        onClick={props.onClick}
        aria-label={props.title}
        data-testid={props.testId}
      />
    </Tooltip>
  );
}

/** Move up, move down and remove buttons of a row in an ordered list of the designer. */
export function ReorderButtons(props: {
  index: number;
  count: number;
  testId: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('listDesigner');
  const { index, count, testId } = props;
  return (
    <Space size={2}>
      <IconAction
        title={t('moveUp')}
        icon={<ArrowUpOutlined />}
        isDisabled={index === 0}
        onClick={() => props.onMove(index - 1)}
        testId={`${testId}-up`}
      />
      <IconAction
        title={t('moveDown')}
        icon={<ArrowDownOutlined />}
        isDisabled={index === count - 1}
        onClick={() => props.onMove(index + 1)}
        testId={`${testId}-down`}
      />
      <IconAction
        title={t('remove')}
        icon={<DeleteOutlined />}
        isDanger
        onClick={props.onRemove}
        testId={`${testId}-remove`}
      />
    </Space>
  );
}
