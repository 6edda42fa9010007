import { ClearOutlined, CodeOutlined, EyeOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import type { Language } from '@platform/contracts';
import { type PaletteKey, parseFormDesign, ROOT, slotsOf } from '@platform/form-engine';
import { Alert, Button, Input, Modal, Popconfirm, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { VisualDevPreviewDialog } from '../base/visual-dev-preview-dialog.tsx';
import { type DesignerDialogProps, DesignerModal } from '../designer-dialog-kit.tsx';
import { DesignerCanvas } from './designer-canvas.tsx';
import { DesignerPalette } from './designer-palette.tsx';
import { DesignerProperties } from './designer-properties.tsx';
import { formDesignerLocales } from './form-designer.locales.ts';
import styles from './form-designer.module.css';
import { designerPropsLocales } from './properties/designer-props.locales.ts';
import { type DesignState, stateToText, useFormDesign } from './use-form-design.ts';

registerLocales(formDesignerLocales, designerPropsLocales);

type FormDesignerDialogProps = DesignerDialogProps<DesignState>;

/**
 * The visual form designer over the form engine's widgets: a palette to click or drag from, a canvas
 * laying the form out (containers with their slots; blocks selected, moved, copied, deleted), the
 * selected widget's and the form's properties, undo/redo, the JSON and a preview. 确定 hands the JSON
 * back to the design dialog; the engine's design checks are listed above the canvas as they stand.
 */
export function FormDesignerDialog({ initial, onClose, onApply }: FormDesignerDialogProps) {
  const { t } = useTranslation('formDesigner');
  return (
    <DesignerModal open={initial !== undefined} title={t('title')} onClose={onClose} testId="form-designer">
      {initial && <DesignerBody initial={initial} onClose={onClose} onApply={onApply} />}
    </DesignerModal>
  );
}

function DesignerBody({ initial, onClose, onApply }: FormDesignerDialogProps & { initial: DesignState }) {
  const { t, i18n } = useTranslation(['formDesigner', 'designerProps']);
  const lang = (i18n.language || 'zh-CN') as Language;
  const api = useFormDesign(initial, lang);
  const [showJson, setShowJson] = useState(false);
  const [previewing, setPreviewing] = useState<string>();
  const text = useMemo(() => stateToText(api.state), [api.state]);
  const [blocked, setBlocked] = useState<string>();
  const errors = useMemo(() => {
    const parsed = parseFormDesign(JSON.parse(text), lang);
    return parsed.success ? [] : parsed.errors;
  }, [text, lang]);
  const problems = errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message));

  /** A wrong formula never leaves the designer: the engine's message says why 确定 did nothing. */
  const applyDesign = () => {
    const formula = errors.find((e) => e.key.startsWith('formEngine.expression.'));
    setBlocked(formula && t('designerProps:expressionBlocksSave', { message: formula.message }));
    if (!formula) onApply(text);
  };

  /** A click in the palette adds into the selected container, else after the selected widget. */
  const add = (key: PaletteKey) => {
    const field = api.selectedField;
    const position = api.selected === undefined ? undefined : api.positionOf(api.selected);
    const inner = field && slotsOf(field)[0];
    if (inner) return api.add(key, inner.slot);
    if (position) return api.add(key, position.slot, position.index + 1);
    return api.add(key, ROOT);
  };

  return (
    <>
      <Space style={{ marginBottom: 8 }} wrap>
        <Button
          icon={<UndoOutlined />}
          disabled={!api.canUndo}
          onClick={api.undo}
          data-testid="designer-undo"
        >
          {t('undo')}
        </Button>
        <Button
          icon={<RedoOutlined />}
          disabled={!api.canRedo}
          onClick={api.redo}
          data-testid="designer-redo"
        >
          {t('redo')}
        </Button>
        <Popconfirm title={t('confirmClear')} onConfirm={api.clear}>
          <Button icon={<ClearOutlined />} danger disabled={api.state.fields.length === 0}>
            {t('clear')}
          </Button>
        </Popconfirm>
        <Button icon={<CodeOutlined />} onClick={() => setShowJson(true)}>
          {t('json')}
        </Button>
        <Button icon={<EyeOutlined />} onClick={() => setPreviewing(text)} data-testid="designer-preview">
          {t('preview')}
        </Button>
      </Space>
      {api.refusal && (
        <Alert
          type="warning"
          showIcon
          message={api.refusal}
          style={{ marginBottom: 8 }}
          data-testid="designer-refusal"
        />
      )}
      {blocked && (
        <Alert
          type="error"
          showIcon
          message={blocked}
          style={{ marginBottom: 8 }}
          data-testid="designer-blocked"
        />
      )}
      {problems.length > 0 && (
        <Alert
          type="info"
          showIcon
          message={problems.slice(0, 3).map((p) => <div key={p}>{p}</div>)}
          style={{ marginBottom: 8 }}
          data-testid="designer-problems"
        />
      )}
      <div className={styles.layout}>
        <DesignerPalette lang={lang} onAdd={add} />
        <DesignerCanvas api={api} lang={lang} />
        <DesignerProperties api={api} lang={lang} />
      </div>
      <Space style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button type="primary" onClick={applyDesign} data-testid="designer-apply">
          {t('apply')}
        </Button>
      </Space>
      <Modal
        open={showJson}
        title={t('jsonTitle')}
        footer={null}
        width={720}
        onCancel={() => setShowJson(false)}
      >
        <Input.TextArea
          value={text}
          readOnly
          rows={20}
          spellCheck={false}
          style={{ fontFamily: 'monospace' }}
        />
      </Modal>
      <VisualDevPreviewDialog formData={previewing} onClose={() => setPreviewing(undefined)} />
    </>
  );
}
