import { ButtonCode, type Envelope } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../shared/admin-kit/admin-table.tsx';
import { useStateAction } from '../../shared/admin-kit/state-action.ts';

/** A row of the message centre's template-like lists: a system one (templateType '1') is the platform's. */
interface CustomRecordRow {
  id: string;
  templateType: string;
  enabledMark: number;
}

/** A system row (templateType '1') is neither edited, switched nor deleted. */
export const isCustomRecord = (row: CustomRecordRow) => row.templateType !== '1';

interface CustomRecordActions<Row> {
  onEdit: (row: Row) => void;
  setState: (row: Row) => Promise<Envelope<unknown>>;
  copy: (row: Row) => Promise<Envelope<unknown>>;
  remove: (row: Row) => Promise<Envelope<unknown>>;
  /** Further entries of 更多, after 复制. */
  more?: RowAction<Row>[];
}

/**
 * The row buttons of 消息模板 and 发送配置: edit and enable/disable (btn_edit) and delete (btn_remove)
 * on custom rows, copy in 更多 (btn_copy), each change after asking.
 */
export function useCustomRecordActions<Row extends CustomRecordRow>({
  onEdit,
  setState,
  copy,
  remove,
  more = [],
}: CustomRecordActions<Row>): RowAction<Row>[] {
  const { t } = useTranslation(['messageTemplate', 'adminKit']);
  const stateAction = useStateAction();
  return [
    { code: ButtonCode.edit, label: t('adminKit:edit'), isShownFor: isCustomRecord, onClick: onEdit },
    stateAction(setState, { code: ButtonCode.edit, isShownFor: isCustomRecord }),
    {
      code: ButtonCode.copy,
      label: t('messageTemplate:copy'),
      isInMore: true,
      prompt: () => ({ content: t('messageTemplate:confirmCopy') }),
      confirmRun: copy,
    },
    ...more,
    {
      code: ButtonCode.remove,
      label: t('adminKit:remove'),
      isDanger: true,
      isShownFor: isCustomRecord,
      confirmRun: remove,
    },
  ];
}
