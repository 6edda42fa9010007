import type { OnlineDevListBody } from '@platform/contracts';
import { onlineDevEndpoints, onlineDevImportEndpoints } from '@platform/contracts/web-endpoints';
import type { FormDataSources } from '@platform/form-engine/react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { callAndDownload } from '../../../platform/http/call.ts';
import { ImportDialog } from '../../../shared/import-dialog/import-dialog.tsx';
import type { RuntimeColumn } from './online-dev-column-data.ts';
import { OnlineDevExportDialog } from './online-dev-export-dialog.tsx';
import { OnlineDevRecordForm, type ParsedDesign } from './online-dev-record-form.tsx';

/** The record dialog the list opens: a new record, one to edit or one to read. */
export type RecordDialog = { kind: 'add' } | { kind: 'edit' | 'detail'; id: string };

interface RecordDialogProps {
  dialog: RecordDialog | undefined;
  modelId: string;
  menuId?: string;
  design: ParsedDesign;
  sources: FormDataSources;
  onClose: () => void;
  onSaved: () => void;
}

/** The form of one record in a dialog (新增, 编辑, 详情), closed after a save the server accepted. */
export function OnlineDevRecordDialog({
  dialog,
  modelId,
  menuId,
  design,
  sources,
  onClose,
  onSaved,
}: RecordDialogProps) {
  const { t } = useTranslation('onlineDev');
  return (
    <Modal
      open={dialog !== undefined}
      title={dialog ? t(`${dialog.kind}Title`) : ''}
      width={900}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="online-dev-dialog"
    >
      {dialog && (
        <OnlineDevRecordForm
          key={dialog.kind === 'add' ? 'add' : `${dialog.kind}:${dialog.id}`}
          modelId={modelId}
          design={design}
          sources={sources}
          recordId={dialog.kind === 'add' ? undefined : dialog.id}
          menuId={menuId}
          isReadOnly={dialog.kind === 'detail'}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

interface TransferDialogProps {
  transfer: 'download' | 'upload' | undefined;
  modelId: string;
  /** The columns the export offers. */
  columns: readonly RuntimeColumn[];
  /** The list query on screen: the export sends it with the chosen range and columns. */
  listBody: OnlineDevListBody;
  onClose: () => void;
  onImported: () => void;
}

/** The export (导出) or import (导入) dialog of the toolbar. */
export function OnlineDevTransferDialog({
  transfer,
  modelId,
  columns,
  listBody,
  onClose,
  onImported,
}: TransferDialogProps) {
  if (transfer === 'download') {
    return (
      <OnlineDevExportDialog
        open
        columns={columns}
        onCancel={onClose}
        onExport={async (dataType, selectKey) => {
          const input = { params: { modelId }, body: { ...listBody, dataType, selectKey } };
          await callAndDownload(onlineDevEndpoints.export, input);
          onClose();
        }}
      />
    );
  }
  if (transfer === 'upload') {
    return (
      <ImportDialog
        open
        endpoints={onlineDevImportEndpoints}
        params={{ modelId }}
        onClose={onClose}
        onImported={onImported}
      />
    );
  }
  return null;
}
