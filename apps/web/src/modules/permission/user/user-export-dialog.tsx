import type { EndpointQuery, UserExportColumn } from '@platform/contracts';
import { usersEndpoints } from '@platform/contracts/web-endpoints';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { call } from '../../../platform/http/call.ts';
import { downloadFile } from '../../../platform/http/request.ts';
import { ExportColumnPicker, inColumnOrder } from '../../../shared/admin-kit/export-column-picker.tsx';

export interface ExportColumnOption {
  key: UserExportColumn;
  label: string;
}

interface UserExportDialogProps {
  open: boolean;
  /** The list's current filters: the export has every user they match, not just the page. */
  params: EndpointQuery<typeof usersEndpoints.list>;
  /** The columns the caller may export (granted), in sheet order. */
  columns: readonly ExportColumnOption[];
  /** Checked when the dialog opens: the columns the table shows now. */
  defaultKeys: readonly string[];
  onClose: () => void;
}

/**
 * 导出 (btn_export): choose the columns, then the server writes the filtered list as an .xlsx
 * (GET /Users/ExportExcel, only the granted columns) and the browser downloads it with the token.
 */
export function UserExportDialog({ open, params, columns, defaultKeys, onClose }: UserExportDialogProps) {
  const { t } = useTranslation('user');
  const { message } = useAppFeedback();
  const [selected, setSelected] = useState<string[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  // The choice starts from the table's columns each time the dialog opens, and only then: the page
  // may render again while it is open (a list answer arriving) and must not undo the user's choice.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelected(columns.filter((c) => defaultKeys.includes(c.key)).map((c) => c.key));
  }

  const run = async () => {
    if (selected.length === 0) {
      message.warning(t('io.chooseColumns'));
      return;
    }
    setIsBusy(true);
    try {
      // Sheet order follows the dialog's order, not the order of clicking.
      const keys = inColumnOrder(columns, selected);
      const { keyword, organizeId, enabledMark } = params;
      const query = { keyword, organizeId, enabledMark, selectKey: keys };
      const file = await call(usersEndpoints.export, { query });
      await downloadFile(file.url, file.name);
      onClose();
    } catch {
      // The request helper showed the server's message; the dialog stays open.
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('io.exportTitle')}
      width={520}
      okText={t('io.export')}
      okButtonProps={{ loading: isBusy }}
      onOk={() => void run()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="user-export-dialog"
    >
      <Alert type="info" showIcon title={t('io.exportHint')} style={{ marginBottom: 16 }} />
      <ExportColumnPicker
        columns={columns}
        value={selected}
        onChange={setSelected}
        title={t('io.exportColumns')}
        selectAllText={t('io.selectAll')}
        testId="user-export-columns"
      />
    </Modal>
  );
}
