import type { FaceHandlers } from './deferred-control.tsx';
import './control-faces.css';

/*
 * Faces of the deferred controls (deferred-control.tsx): the closed select, date/time picker and number
 * box in antd 6's resting look (control-faces.css, antd's colour variables), with no component and no
 * generated stylesheet behind them; hover and focus styles need none, since hover and focus mount the
 * real control. Each face has the field's id on its input, so the label names it.
 */

/**
 * antd's icons the faces and text boxes draw (outlined down, calendar, clock-circle; the filled
 * close-circle of a clear button), inline: the package has no icon library.
 */
const ICON_PATHS = {
  down: [
    'M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z',
  ],
  calendar: [
    'M880 184H712v-64c0-4.4-3.6-8-8-8h-56c-4.4 0-8 3.6-8 8v64H384v-64c0-4.4-3.6-8-8-8h-56c-4.4 0-8 3.6-8 8v64H144c-17.7 0-32 14.3-32 32v664c0 17.7 14.3 32 32 32h736c17.7 0 32-14.3 32-32V216c0-17.7-14.3-32-32-32zm-40 656H184V460h656v380zM184 392V256h128v48c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8v-48h256v48c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8v-48h128v136H184z',
  ],
  'clock-circle': [
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm0 820c-205.4 0-372-166.6-372-372s166.6-372 372-372 372 166.6 372 372-166.6 372-372 372z',
    'M686.7 638.6L544.1 535.5V288c0-4.4-3.6-8-8-8H488c-4.4 0-8 3.6-8 8v275.4c0 2.6 1.2 5 3.3 6.5l165.4 120.6c3.6 2.6 8.6 1.8 11.2-1.7l28.6-39c2.6-3.7 1.8-8.7-1.8-11.2z',
  ],
  'close-circle': [
    'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z',
  ],
} as const;

/** An antd icon; a clear button's icon names the button (antd leaves it in the accessibility tree). */
export function AntdIcon({ name }: { name: keyof typeof ICON_PATHS }) {
  const isFilled = name === 'close-circle';
  return (
    <span
      role="img"
      aria-label={name}
      aria-hidden={isFilled ? undefined : 'true'}
      className={`anticon anticon-${name}`}
    >
      <svg
        fillRule={isFilled ? 'evenodd' : undefined}
        viewBox="64 64 896 896"
        focusable="false"
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
      >
        {ICON_PATHS[name].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}

interface FaceProps {
  id: string;
  /** What the control shows for the value; empty shows the placeholder. */
  text: string;
  placeholder: string;
  disabled: boolean;
  handlers: FaceHandlers;
}

const faceClass = (kind: string, disabled: boolean) =>
  `form-engine-face form-engine-face-${kind}${disabled ? ' form-engine-face-disabled' : ''}`;

/** A closed single select: the chosen option's label (or the placeholder) and the down arrow. */
export function SelectFace({ id, text, placeholder, disabled, handlers }: FaceProps) {
  return (
    <div
      className={faceClass('select', disabled)}
      onMouseEnter={handlers.onMouseEnter}
      onMouseDown={handlers.onMouseDown}
    >
      <span
        className={text === '' ? 'form-engine-face-placeholder' : 'form-engine-face-text'}
        title={text || undefined}
      >
        {text === '' ? placeholder : text}
      </span>
      <input
        id={id}
        type="text"
        readOnly
        className="form-engine-face-cover"
        disabled={disabled}
        role="combobox"
        aria-expanded="false"
        aria-haspopup="listbox"
        value=""
        onFocus={handlers.onFocus}
      />
      <span className="form-engine-face-suffix">
        <AntdIcon name="down" />
      </span>
    </div>
  );
}

/** A closed date or time picker: the value as the picker formats it (or the placeholder) and its icon. */
export function PickerFace({
  id,
  text,
  placeholder,
  disabled,
  handlers,
  icon,
}: FaceProps & { icon: 'calendar' | 'clock-circle' }) {
  return (
    <div
      className={faceClass('picker', disabled)}
      onMouseEnter={handlers.onMouseEnter}
      onMouseDown={handlers.onMouseDown}
    >
      <input
        id={id}
        readOnly
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        onFocus={handlers.onFocus}
      />
      <span className="form-engine-face-suffix">
        <AntdIcon name={icon} />
      </span>
    </div>
  );
}

/**
 * A number box at rest: the number as the control formats it. Its input is editable (not read-only), so
 * whoever focuses it to type gets the real box with the text selected; the step arrows come with it.
 */
export function NumberFace({ id, text, placeholder, disabled, handlers }: FaceProps) {
  return (
    <div className={faceClass('number', disabled)} onMouseEnter={handlers.onMouseEnter}>
      <input
        // Uncontrolled: the face never takes typing of its own, the control does.
        key={text}
        id={id}
        autoComplete="off"
        role="spinbutton"
        placeholder={placeholder}
        disabled={disabled}
        defaultValue={text}
        onFocus={handlers.onFocus}
      />
    </div>
  );
}
