import type { Language } from '@platform/contracts';
import {
  checkListDesign,
  type ListCandidate,
  type ListDesign,
  serializeListDesign,
} from '@platform/form-engine';
import { Alert, Button, Flex, Result, Space, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { type DesignerDialogProps, DesignerModal } from '../designer-dialog-kit.tsx';
import { listDesignerLocales } from './list-designer.locales.ts';
import { ListDesignerColumns } from './list-designer-columns.tsx';
import { ListDesignerFields } from './list-designer-fields.tsx';
import { ListDesignerPreview } from './list-designer-preview.tsx';
import { ListDesignerSearch } from './list-designer-search.tsx';
import { ListDesignerSettings } from './list-designer-settings.tsx';
import { type ListDesignerInput, problemText, startListDesign, useListDesign } from './use-list-design.ts';

registerLocales(listDesignerLocales);

/**
 * The list designer: the form's fields on the left (added as columns or search fields), the columns,
 * search fields and a preview in the middle, the list's type, order, paging, buttons and permission
 * switches on the right. 确定 checks the design against the form and hands the JSON back to the
 * design dialog; what the check refuses is listed and nothing is handed back.
 */
export function ListDesignerDialog({ initial, onClose, onApply }: DesignerDialogProps<ListDesignerInput>) {
  const { t, i18n } = useTranslation('listDesigner');
  const lang = (i18n.language || 'zh-CN') as Language;
  const start = useMemo(() => (initial ? startListDesign(initial, lang) : undefined), [initial, lang]);
  return (
    <DesignerModal open={initial !== undefined} title={t('title')} onClose={onClose} testId="list-designer">
      {start && !start.ok && (
        <Result
          status="error"
          title={t(start.reason === 'form' ? 'formInvalid' : 'listInvalid')}
          subTitle={start.messages.slice(0, 5).join('；')}
          extra={<Button onClick={onClose}>{t('cancel')}</Button>}
          data-testid="list-designer-error"
        />
      )}
      {start?.ok && (
        <DesignerBody
          initial={start.design}
          candidates={start.candidates}
          lang={lang}
          onClose={onClose}
          onApply={onApply}
        />
      )}
    </DesignerModal>
  );
}

interface BodyProps {
  initial: ListDesign;
  candidates: ListCandidate[];
  lang: Language;
  onClose: () => void;
  onApply: (text: string) => void;
}

function DesignerBody({ initial, candidates, lang, onClose, onApply }: BodyProps) {
  const { t } = useTranslation('listDesigner');
  const { message } = useAppFeedback();
  const api = useListDesign(initial, lang, (text) => void message.warning(text));
  const [problems, setProblems] = useState<string[]>([]);
  const submit = () => {
    const found = checkListDesign(api.design, candidates, lang).map(problemText);
    setProblems(found);
    if (found.length === 0) onApply(serializeListDesign(api.design));
  };
  return (
    <>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('problems')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {problems.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 12 }}
          data-testid="list-designer-problems"
        />
      )}
      <Flex gap={16} align="stretch" style={{ minHeight: '70vh' }}>
        <ListDesignerFields api={api} candidates={candidates} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Tabs
            items={[
              {
                key: 'columns',
                label: t('columnsTab'),
                children: <ListDesignerColumns api={api} candidates={candidates} />,
              },
              { key: 'search', label: t('searchTab'), children: <ListDesignerSearch api={api} /> },
              {
                key: 'preview',
                label: t('previewTab'),
                children: <ListDesignerPreview design={api.design} />,
              },
            ]}
          />
        </div>
        <ListDesignerSettings api={api} candidates={candidates} />
      </Flex>
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" onClick={submit} data-testid="list-designer-apply">
            {t('apply')}
          </Button>
        </Space>
      </Flex>
    </>
  );
}
