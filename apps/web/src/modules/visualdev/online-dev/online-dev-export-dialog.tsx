import { Flex, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { ExportColumnPicker, inColumnOrder } from '../../../shared/admin-kit/export-column-picker.tsx';
import type { RuntimeColumn } from './online-dev-column-data.ts';

/** 0: the page on screen; 1: every record matching the search (the original's dataType). */
export type ExportRange = 0 | 1;

interface OnlineDevExportDialogProps {
  open: boolean;
  /** The columns that may be exported (every one is chosen when the dialog opens). */
  columns: readonly RuntimeColumn[];
  onCancel: () => void;
  /** Runs the export; the dialog shows its button busy until it settles. */
  onExport: (range: ExportRange, selectKey: string[]) => Promise<void>;
}

/** The list's 导出 dialog: the current page or all matches, and the columns to export. */
export function OnlineDevExportDialog({ open, columns, onCancel, onExport }: OnlineDevExportDialogProps) {
  const { t } = useTranslation('onlineDev');
  const { message } = useAppFeedback();
  const [range, setRange] = useState<ExportRange>(0);
  const options = columns.map((c) => ({ key: c.prop, label: c.label }));
  const [chosen, setChosen] = useState(() => options.map((c) => c.key));
  const [isBusy, setIsBusy] = useState(false);

  const submit = async () => {
    if (chosen.length === 0) return void message.warning(t('exportPickColumn'));
    const selectKey = inColumnOrder(options, chosen);
    setIsBusy(true);
    try {
      await onExport(range, selectKey);
    } catch {
      // The request helper showed the server's message; the dialog stays open.
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('exportTitle')}
      okText={t('exportConfirm')}
      okButtonProps={{ loading: isBusy }}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="online-dev-export-dialog"
    >
      <Flex vertical gap={12} style={{ marginBottom: 16 }}>
        <Typography.Text strong>{t('exportRange')}</Typography.Text>
        <Radio.Group
          value={range}
          onChange={(event) => setRange(event.target.value as ExportRange)}
          options={[
            { value: 0, label: t('exportCurrentPage') },
            { value: 1, label: t('exportAll') },
          ]}
        />
      </Flex>
      <ExportColumnPicker
        columns={options}
        value={chosen}
        onChange={setChosen}
        title={<Typography.Text strong>{t('exportColumns')}</Typography.Text>}
        selectAllText={t('exportCheckAll')}
      />
    </Modal>
  );
}
