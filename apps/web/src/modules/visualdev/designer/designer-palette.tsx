import type { Language } from '@platform/contracts';
import {
  PALETTE,
  PALETTE_GROUP_NAMES,
  PALETTE_GROUPS,
  type PaletteKey,
  widgetName,
} from '@platform/form-engine';
import { Button, Typography } from 'antd';
import styles from './form-designer.module.css';

/** What a drag from the palette carries (the widget key) and from the canvas (the widget's formId). */
export const DRAG_TYPE = {
  palette: 'application/x-designer-palette',
  widget: 'application/x-designer-widget',
};

interface DesignerPaletteProps {
  lang: Language;
  /** A click adds the widget after the selected one's list end (the form's end when none). */
  onAdd: (key: PaletteKey) => void;
}

/** The widgets a designer can add, by group; each is a button (click) and a drag source. */
export function DesignerPalette({ lang, onAdd }: DesignerPaletteProps) {
  return (
    <nav className={styles.palette} data-testid="designer-palette">
      {PALETTE_GROUPS.map((group) => (
        <section key={group}>
          <Typography.Text type="secondary" className={styles.groupTitle}>
            {PALETTE_GROUP_NAMES[group][lang]}
          </Typography.Text>
          <div className={styles.paletteGrid}>
            {PALETTE[group].map((key) => (
              <Button
                key={key}
                size="small"
                draggable
                className={styles.paletteItem}
                onDragStart={(event) => {
                  event.dataTransfer.setData(DRAG_TYPE.palette, key);
                  event.dataTransfer.effectAllowed = 'copy';
                }}
                onClick={() => onAdd(key)}
                data-testid={`palette-${key}`}
              >
                {widgetName(key, lang)}
              </Button>
            ))}
          </div>
        </section>
      ))}
    </nav>
  );
}
