import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuntimeButton } from './online-dev-column-data.ts';
import type { QueryField } from './online-dev-super-query.ts';
import { OnlineDevSuperQueryDialog } from './online-dev-super-query-dialog.tsx';

interface OnlineDevListToolbarProps {
  /** The toolbar buttons the caller holds, in the design's order; the first is the primary one. */
  buttons: readonly RuntimeButton[];
  onRun: (value: string) => void;
  /** The fields the super query offers; none hides its button. */
  queryFields: readonly QueryField[];
  /** The super query in force (its JSON and how many conditions it has). */
  superQuery: { json?: string; count: number };
  onSuperQuery: (json: string | undefined, count: number) => void;
}

/** The buttons above the list (新增, 导出, 导入, 批量删除) and, at the right, the super query with its dialog. */
export function OnlineDevListToolbar({
  buttons,
  onRun,
  queryFields,
  superQuery,
  onSuperQuery,
}: OnlineDevListToolbarProps) {
  const { t } = useTranslation('onlineDev');
  const [isSuperQueryOpen, setSuperQueryOpen] = useState(false);
  return (
    <>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        {buttons.map((button, index) => (
          <Button
            key={button.value}
            type={index === 0 ? 'primary' : 'default'}
            danger={button.value === 'batchRemove'}
            onClick={() => onRun(button.value)}
          >
            {button.label || t(button.value as 'add')}
          </Button>
        ))}
        {queryFields.length > 0 && (
          <Button
            style={{ marginInlineStart: 'auto' }}
            type={superQuery.json ? 'primary' : 'default'}
            ghost={Boolean(superQuery.json)}
            onClick={() => setSuperQueryOpen(true)}
          >
            {superQuery.json ? t('superQueryActive', { count: superQuery.count }) : t('superQuery')}
          </Button>
        )}
      </Flex>
      <OnlineDevSuperQueryDialog
        open={isSuperQueryOpen}
        fields={queryFields}
        onCancel={() => setSuperQueryOpen(false)}
        onQuery={(json, count) => {
          setSuperQueryOpen(false);
          onSuperQuery(json, count);
        }}
      />
    </>
  );
}
