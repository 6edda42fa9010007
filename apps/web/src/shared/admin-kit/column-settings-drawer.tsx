import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { type ColumnSetting, parseColumnJson } from '@platform/contracts';
import { authorizeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Drawer, Flex, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../platform/http/call.ts';
import { endpointKey, endpointQuery } from '../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { columnSettingsLocales } from './column-settings-locales.ts';

/*
 * The column drawer of list pages (320 px): each user chooses and orders the columns of a
 * page, saved per user and menu on the server (Authority/Get|SetColumnsByModuleId). It only arranges
 * what the page offers; which columns the server returns is decided by the column grants.
 */

export const COLUMN_DRAWER_WIDTH = 320;

registerLocales(columnSettingsLocales);

/** A column the page offers: `prop` is its key (dataIndex), `label` its title. */
export interface ColumnOption {
  prop: string;
  label: string;
}

/** The user's saved choice for the menu (undefined until loaded or when never saved). */
export function useColumnSettings(moduleId: string | undefined): ColumnSetting[] | undefined {
  const query = useQuery({
    // A missing choice is not worth a toast: the page shows its default columns.
    ...endpointQuery(authorizeEndpoints.columns, { params: { id: moduleId ?? '' } }, { isSilent: true }),
    enabled: Boolean(moduleId),
  });
  const text = query.data?.columnJson;
  // Memoised on the text: the drawer resets its draft when this value changes.
  return useMemo(() => (text ? parseColumnJson(text) : undefined), [text]);
}

/** The page's columns merged with the saved choice: saved order first, then columns added since (shown). */
export function mergeColumnSettings(
  columns: readonly ColumnOption[],
  saved: ColumnSetting[] | undefined,
): ColumnSetting[] {
  const offered = new Map(columns.map((c) => [c.prop, c]));
  const known = (saved ?? []).filter((s) => offered.has(s.prop));
  const seen = new Set(known.map((s) => s.prop));
  return [
    ...known.map((s) => ({ ...s, label: offered.get(s.prop)?.label ?? s.label })),
    ...columns.filter((c) => !seen.has(c.prop)).map((c) => ({ prop: c.prop, label: c.label, visible: true })),
  ];
}

/** Orders and filters table columns by the saved choice; `keyOf` reads a column's prop. */
export function applyColumnSettings<C>(
  columns: readonly C[],
  saved: ColumnSetting[] | undefined,
  keyOf: (column: C) => string,
): C[] {
  if (!saved) return [...columns];
  const byProp = new Map(columns.map((c) => [keyOf(c), c]));
  const merged = mergeColumnSettings(
    columns.map((c) => ({ prop: keyOf(c), label: keyOf(c) })),
    saved,
  );
  return merged.filter((s) => s.visible).flatMap((s) => byProp.get(s.prop) ?? []);
}

interface ColumnSettingsDrawerProps {
  open: boolean;
  moduleId: string;
  columns: readonly ColumnOption[];
  onClose: () => void;
}

export function ColumnSettingsDrawer({ open, moduleId, columns, onClose }: ColumnSettingsDrawerProps) {
  const { t } = useTranslation('columnSettings');
  const { message } = useAppFeedback();
  const queryClient = useQueryClient();
  const saved = useColumnSettings(moduleId);
  const [draft, setDraft] = useState<ColumnSetting[]>([]);
  const [isSaving, setIsSaving] = useState(false);
  // Pages pass `columns` as a constant or memoised list; the draft restarts when the drawer opens.
  useEffect(() => {
    if (open) setDraft(mergeColumnSettings(columns, saved));
  }, [open, columns, saved]);

  const move = (index: number, by: -1 | 1) =>
    setDraft((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });
  const save = async () => {
    setIsSaving(true);
    try {
      const columnJson = JSON.stringify(draft.map(({ prop, label, visible }) => ({ prop, label, visible })));
      const res = await callWithMessage(authorizeEndpoints.setColumns, { body: { moduleId, columnJson } });
      message.success({ content: res.msg, duration: 1.5 });
      await queryClient.invalidateQueries({
        queryKey: endpointKey(authorizeEndpoints.columns, { params: { id: moduleId } }),
      });
      onClose();
    } catch {
      // The request helper showed the server's message; the drawer stays open.
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      title={t('title')}
      size={COLUMN_DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={() => setDraft(mergeColumnSettings(columns, undefined))}>{t('reset')}</Button>
          <Button type="primary" loading={isSaving} onClick={() => void save()}>
            {t('save')}
          </Button>
        </Flex>
      }
    >
      <div data-testid="column-settings">
        {draft.map((column, index) => (
          <Flex key={column.prop} justify="space-between" align="center" style={{ padding: '4px 0' }}>
            <Checkbox
              checked={column.visible}
              onChange={(e) =>
                setDraft((list) =>
                  list.map((c) => (c.prop === column.prop ? { ...c, visible: e.target.checked } : c)),
                )
              }
            >
              {column.label}
            </Checkbox>
            <Space size={0}>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                aria-label={`${t('up')} ${column.label}`}
                onClick={() => move(index, -1)}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={index === draft.length - 1}
                aria-label={`${t('down')} ${column.label}`}
                onClick={() => move(index, 1)}
              />
            </Space>
          </Flex>
        ))}
      </div>
    </Drawer>
  );
}
