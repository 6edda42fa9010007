import type { Language } from '@platform/contracts';
import { onlineDevEndpoints } from '@platform/contracts/web-endpoints';
import {
  dataViewFieldNames,
  dataViewFormDesign,
  isDynamicDictionaryModel,
  parseFormDesign,
} from '@platform/form-engine';
import { FormEngineWarmup } from '@platform/form-engine/react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { appFormSources } from '../form-sources.ts';
import { withPickerSources } from '../pickers/picker-sources.ts';
import { onlineDevLocales } from './online-dev.locales.ts';
import { parseColumnData } from './online-dev-column-data.ts';
import { OnlineDevList } from './online-dev-list.tsx';
import { OnlineDevRecordForm } from './online-dev-record-form.tsx';

registerLocales(onlineDevLocales);

/** webType 1: the form alone, each submit adding a record. */
const FORM_ONLY = 1;
/** webType 4: a data view, the rows of a data interface; nothing to add, change, delete or import. */
const DATA_VIEW = 4;

export interface OnlineDevViewProps {
  /** The released design (the menu's `propertyJson.moduleId`). */
  modelId: string;
  /** The menu the page was opened from: the list names it and its buttons decide what shows. */
  menuId?: string;
  /**
   * A dynamic-dictionary menu (type 4): the design must keep dictionary entries (fullName, enCode) and
   * always shows its list, whatever its webType, since entries are maintained there.
   */
  isDictionary?: boolean;
}

/**
 * The page of a type-3 menu (在线开发 runtime) and of a type-4 one (动态字典): reads the released design,
 * then shows its list with search, records and dialogs (webType 2), its form alone (webType 1), or the
 * rows of its data interface with 导出 alone (webType 4, a data view). A
 * design that does not parse, a dictionary page's design of another shape or a refused call shows its
 * message instead of an empty page.
 */
export function OnlineDevView({ modelId, menuId, isDictionary = false }: OnlineDevViewProps) {
  const { t, i18n } = useTranslation(['onlineDev', 'common']);
  const locale = (i18n.language || 'zh-CN') as Language;
  // The pickers' directories are fetched again on each visit of the page.
  const [sources] = useState(() => withPickerSources(appFormSources));
  // Each submit of the form-only page starts a fresh form.
  const [formRound, setFormRound] = useState(0);
  const config = useQuery(
    endpointQuery(onlineDevEndpoints.config, { params: { modelId } }, { isSilent: true }),
  );

  const isView = config.data?.webType === DATA_VIEW;
  const parsed = useMemo(() => {
    if (!config.data) return undefined;
    // A data view's list shows its interface's fields as text fields.
    if (isView)
      return parseFormDesign(dataViewFormDesign(dataViewFieldNames(config.data.columnData)), locale);
    let value: unknown;
    try {
      value = JSON.parse(config.data.formData ?? '');
    } catch {
      return { success: false as const, errors: [] };
    }
    return parseFormDesign(value, locale);
  }, [config.data, isView, locale]);
  const columnData = useMemo(() => {
    const list = parseColumnData(config.data?.columnData ?? null);
    // A data view's rows can only be exported (导出), as its list design offers.
    const viewButtons = list.buttons.filter((button) => button.value === 'download');
    return isView
      ? { ...list, buttons: viewButtons, rowButtons: [], layout: { type: 'plain' as const } }
      : list;
  }, [config.data, isView]);

  if (config.isPending)
    return <Spin style={{ display: 'block', padding: 48 }} data-testid="online-dev-loading" />;
  if (config.isError) {
    return (
      <Result
        status="error"
        title={t('configFailed')}
        subTitle={config.error.message}
        extra={<Button onClick={() => void config.refetch()}>{t('common:retry')}</Button>}
        data-testid="online-dev-config-error"
      />
    );
  }
  // A design the page cannot show: one that does not parse, or no dictionary on a dictionary menu.
  const problems = parsed?.success ? undefined : (parsed?.errors ?? []);
  const isNoDictionary = parsed?.success === true && isDictionary && !isDynamicDictionaryModel(parsed.model);
  if (!parsed?.success || isNoDictionary) {
    return (
      <Alert
        type="error"
        showIcon
        style={{ margin: 16 }}
        title={t(problems ? 'designInvalid' : 'notDictionary')}
        description={problems?.map((e) => {
          const text = e.path ? `${e.path}: ${e.message}` : e.message;
          return <div key={text}>{text}</div>;
        })}
        data-testid={problems ? 'online-dev-design-error' : 'online-dev-not-dictionary'}
      />
    );
  }

  return (
    <div style={{ padding: 16 }} data-testid="online-dev-page">
      <Card size="small">
        {config.data.webType === FORM_ONLY && !isDictionary ? (
          <OnlineDevRecordForm
            key={formRound}
            modelId={modelId}
            design={parsed}
            sources={sources}
            menuId={menuId}
            onSaved={() => setFormRound((n) => n + 1)}
          />
        ) : (
          <OnlineDevList
            modelId={modelId}
            menuId={menuId}
            columnData={columnData}
            design={parsed}
            sources={sources}
          />
        )}
      </Card>
      <FormEngineWarmup />
    </div>
  );
}
