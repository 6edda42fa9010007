import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import type { Language } from '@platform/contracts';
import {
  type FormField,
  formIdOf,
  isPaletteKey,
  keyOf,
  ROOT,
  type Slot,
  slotsOf,
  widgetName,
} from '@platform/form-engine';
import { Button, Empty, Tag, Tooltip, Typography } from 'antd';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAG_TYPE } from './designer-palette.tsx';
import styles from './form-designer.module.css';
import type { FormDesignApi } from './use-form-design.ts';

interface CanvasProps {
  api: FormDesignApi;
  lang: Language;
}

/** Where a drop lands: before the block at `index`, or at the list's end. */
function useDrop(api: FormDesignApi, slot: Slot, index: number) {
  const [isOver, setOver] = useState(false);
  const accepts = (event: DragEvent) =>
    event.dataTransfer.types.includes(DRAG_TYPE.palette) ||
    event.dataTransfer.types.includes(DRAG_TYPE.widget);
  return {
    isOver,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        event.stopPropagation();
        setOver(false);
        const key = event.dataTransfer.getData(DRAG_TYPE.palette);
        if (key && isPaletteKey(key)) return void api.add(key, slot, index);
        const moved = Number(event.dataTransfer.getData(DRAG_TYPE.widget));
        if (!Number.isFinite(moved)) return;
        const from = api.positionOf(moved);
        const sameList = from && JSON.stringify(from.slot) === JSON.stringify(slot);
        api.move(moved, slot, sameList && from.index < index ? index - 1 : index);
      },
    },
  };
}

function WidgetList({ list, slot, api, lang }: { list: FormField[]; slot: Slot } & CanvasProps) {
  const end = useDrop(api, slot, list.length);
  const { t } = useTranslation('formDesigner');
  return (
    <div
      className={[styles.list, slot.owner !== null && styles.nested, end.isOver && styles.dropTarget]
        .filter(Boolean)
        .join(' ')}
      {...end.handlers}
      data-testid={`designer-slot-${slot.owner ?? 'form'}${slot.pane ?? ''}`}
    >
      {list.map((field, index) => (
        <WidgetBlock
          key={formIdOf(field) ?? index}
          field={field}
          index={index}
          count={list.length}
          slot={slot}
          api={api}
          lang={lang}
        />
      ))}
      {list.length === 0 && slot.owner !== null && (
        <Typography.Text type="secondary">{t('dropHere')}</Typography.Text>
      )}
    </div>
  );
}

function WidgetBlock({
  field,
  index,
  count,
  slot,
  api,
  lang,
}: { field: FormField; index: number; count: number; slot: Slot } & CanvasProps) {
  const { t } = useTranslation('formDesigner');
  const formId = formIdOf(field);
  const key = keyOf(field);
  const before = useDrop(api, slot, index);
  const isSelected = formId !== undefined && api.selected === formId;
  const span = Math.min(24, Math.max(1, Number(field.__config__.span) || 24));
  const label = String(field.__config__.label ?? '');
  const stop = (run: () => void) => (event: { stopPropagation: () => void }) => {
    event.stopPropagation();
    run();
  };
  const slots = slotsOf(field);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a block holds its own action buttons, so it cannot be a <button>
    <div
      className={[styles.block, isSelected && styles.selected, before.isOver && styles.dropTarget]
        .filter(Boolean)
        .join(' ')}
      style={{ width: `${(span / 24) * 100}%` }}
      draggable
      onDragStart={(event) => {
        event.stopPropagation();
        event.dataTransfer.setData(DRAG_TYPE.widget, String(formId));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onClick={stop(() => api.select(formId))}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') stop(() => api.select(formId))(event);
      }}
      role="button"
      tabIndex={0}
      aria-pressed={isSelected}
      {...before.handlers}
      data-testid={`designer-widget-${formId}`}
    >
      <div className={styles.blockHead}>
        <span
          className={[styles.blockLabel, field.__config__.required === true && styles.required].join(' ')}
        >
          {label || (key ? widgetName(key, lang) : String(field.__config__.jnpfKey))}
        </span>
        <Tag variant="filled">{key ? widgetName(key, lang) : String(field.__config__.jnpfKey)}</Tag>
        {field.__vModel__ && <Typography.Text code>{String(field.__vModel__)}</Typography.Text>}
        {isSelected && formId !== undefined && (
          <span>
            <Tooltip title={t('moveUp')}>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                aria-label={t('moveUp')}
                onClick={stop(() => api.move(formId, slot, index - 1))}
              />
            </Tooltip>
            <Tooltip title={t('moveDown')}>
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={index === count - 1}
                aria-label={t('moveDown')}
                onClick={stop(() => api.move(formId, slot, index + 1))}
              />
            </Tooltip>
            <Tooltip title={t('copy')}>
              <Button
                size="small"
                type="text"
                icon={<CopyOutlined />}
                aria-label={t('copy')}
                onClick={stop(() => api.copy(formId))}
              />
            </Tooltip>
            <Tooltip title={t('remove')}>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('remove')}
                onClick={stop(() => api.remove(formId))}
              />
            </Tooltip>
          </span>
        )}
      </div>
      {slots.map(({ slot: inner, list }) => (
        <div key={`${inner.pane ?? ''}-${inner.cell?.row ?? ''}-${inner.cell?.col ?? ''}`}>
          {inner.pane !== undefined && <div className={styles.paneTitle}>{paneTitle(field, inner.pane)}</div>}
          <WidgetList list={list} slot={inner} api={api} lang={lang} />
        </div>
      ))}
    </div>
  );
}

const paneTitle = (field: FormField, pane: number) => {
  const children = field.__config__.children;
  const item = Array.isArray(children) ? (children[pane] as { title?: unknown } | undefined) : undefined;
  return String(item?.title ?? pane + 1);
};

/** The form as the designer lays it out: blocks by their width, containers with their slots, drop targets. */
export function DesignerCanvas({ api, lang }: CanvasProps) {
  const { t } = useTranslation('formDesigner');
  return (
    <div className={styles.canvas} onClick={() => api.select(undefined)} role="presentation">
      {api.state.fields.length === 0 ? (
        <EmptyCanvas api={api} lang={lang} text={t('canvasEmpty')} />
      ) : (
        <WidgetList list={api.state.fields} slot={ROOT} api={api} lang={lang} />
      )}
    </div>
  );
}

function EmptyCanvas({ api, text }: CanvasProps & { text: string }) {
  const drop = useDrop(api, ROOT, 0);
  return (
    <div
      className={[styles.empty, drop.isOver && styles.dropTarget].filter(Boolean).join(' ')}
      {...drop.handlers}
    >
      <Empty description={text} />
    </div>
  );
}
