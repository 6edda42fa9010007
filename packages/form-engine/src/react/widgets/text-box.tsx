import { ConfigProvider } from 'antd';
import useInputStyle, { useSharedStyle } from 'antd/es/input/style';
import useTextAreaStyle from 'antd/es/input/style/textarea';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import { AntdIcon } from './control-faces.tsx';

/*
 * Text boxes and text areas as native elements in antd 6's own markup and classes (an Input with a clear
 * button: the affix wrapper, the input, the suffix holding the clear icon), styled by antd's stylesheet
 * for Input. antd's Input and TextArea run a dozen hooks each (style, size, semantic classes, variant,
 * compact item, form status, count); a long form is mostly text boxes. The stylesheet is registered once
 * per form (`InputLookProvider`), each box is plain elements. The error border comes from form-frame.css,
 * the focus and hover looks from antd's stylesheet (`:focus-within`, `:hover`).
 */

/** antd's classes for its Input: the prefix, the stylesheet's scope and the size class part. */
interface InputLook {
  prefixCls: string;
  /** Hash, CSS-variable and root classes that scope antd's Input stylesheet. */
  scope: string;
  hashId: string;
  isSmall: boolean;
}

const InputLookContext = createContext<InputLook | null>(null);

const join = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** Registers antd's Input and TextArea stylesheets once for every text box inside. */
export function InputLookProvider({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const { componentSize } = ConfigProvider.useConfig();
  const prefixCls = getPrefixCls('input');
  const rootCls = `${prefixCls}-css-var`;
  const [hashId, cssVarCls] = useSharedStyle(prefixCls);
  useInputStyle(prefixCls, rootCls);
  useTextAreaStyle(prefixCls, rootCls);
  const isSmall = componentSize === 'small';
  // The same object while nothing changes: every text box of the form reads it.
  const look = useMemo<InputLook>(
    () => ({ prefixCls, hashId, scope: join(cssVarCls, rootCls), isSmall }),
    [prefixCls, hashId, cssVarCls, rootCls, isSmall],
  );
  return <InputLookContext.Provider value={look}>{children}</InputLookContext.Provider>;
}

/** The form's input look, or a provider of its own for a box rendered outside a form. */
function WithInputLook({ render }: { render: (look: InputLook) => ReactNode }) {
  const look = useContext(InputLookContext);
  if (look) return render(look);
  return (
    <InputLookProvider>
      <WithInputLook render={render} />
    </InputLookProvider>
  );
}

interface TextControlProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
}

interface ClearableInputProps extends TextControlProps {
  look: InputLook;
  allowClear: boolean;
}

function NativeInput({ look, allowClear, ...props }: ClearableInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const { prefixCls, hashId, scope, isSmall } = look;
  const { disabled } = props;
  const box = (
    <input
      ref={input}
      id={props.id}
      type="text"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      maxLength={props.maxLength}
      placeholder={props.placeholder}
      disabled={disabled}
      className={join(
        prefixCls,
        disabled && `${prefixCls}-disabled`,
        isSmall && `${prefixCls}-sm`,
        hashId,
        !allowClear && `${prefixCls}-outlined`,
        !allowClear && scope,
      )}
    />
  );
  if (!allowClear) return box;
  const wrapper = `${prefixCls}-affix-wrapper`;
  const clear = `${prefixCls}-clear-icon`;
  const isClearShown = !disabled && props.value !== '';
  return (
    // The wrapper's padding belongs to the box: a click there focuses the input, as antd's does.
    <span
      className={join(
        wrapper,
        disabled && `${prefixCls}-disabled`,
        disabled && `${wrapper}-disabled`,
        isSmall && `${wrapper}-sm`,
        hashId,
        `${prefixCls}-outlined`,
        scope,
      )}
      onClick={(event) => {
        if (event.target !== input.current) input.current?.focus();
      }}
    >
      {box}
      <span className={`${prefixCls}-suffix`}>
        <button
          type="button"
          className={join(clear, !isClearShown && `${clear}-hidden`)}
          // The input keeps the focus (and its blur does not fire) while the icon is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            props.onChange('');
            input.current?.focus();
          }}
        >
          <AntdIcon name="close-circle" />
        </button>
      </span>
    </span>
  );
}

/** A one-line text box as antd's Input draws it, with antd's clear button when `allowClear`. */
export function TextBox(props: TextControlProps & { allowClear: boolean }) {
  return <WithInputLook render={(look) => <NativeInput look={look} {...props} />} />;
}

/** A text area of fixed rows as antd's TextArea draws it (no count, no clear button). */
export function TextAreaBox(props: TextControlProps & { rows: number }) {
  return (
    <WithInputLook
      render={({ prefixCls, hashId, scope, isSmall }) => (
        <textarea
          id={props.id}
          rows={props.rows}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          disabled={props.disabled}
          className={join(
            prefixCls,
            props.disabled && `${prefixCls}-disabled`,
            isSmall && `${prefixCls}-sm`,
            hashId,
            `${prefixCls}-outlined`,
            scope,
          )}
        />
      )}
    />
  );
}
