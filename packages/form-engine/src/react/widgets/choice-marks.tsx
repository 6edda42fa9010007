import { ConfigProvider } from 'antd';
import useCheckboxStyle from 'antd/es/checkbox/style';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useRadioStyle from 'antd/es/radio/style';
import { useContext } from 'react';
import type { OptionItem } from '../sources.tsx';

/**
 * Radio and checkbox groups as native inputs in antd's own markup and classes (antd 6: a label wrapper,
 * the mark span around the input, the label span), styled by antd's stylesheet for those components.
 * antd's Radio and Checkbox cost about a millisecond each to render (style hooks, wave effect, semantic
 * class merging), and Checkbox.Group renders once more per box it registers; a form of 25 radio and 25
 * checkbox fields spent a third of its first render there. One style hook per group here, plain elements
 * per option. What is not kept: the wave animation on click.
 */
interface ChoiceMarksProps {
  id: string;
  options: readonly OptionItem[];
  disabled?: boolean;
  isChecked: (value: OptionItem['value']) => boolean;
  onToggle: (value: OptionItem['value'], checked: boolean) => void;
}

interface MarkClasses {
  type: 'radio' | 'checkbox';
  prefixCls: string;
  hashId: string;
  /** antd's classes that scope its stylesheet: hash, CSS-variable and root classes. */
  scope: string;
}

const join = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

function renderMarks({ type, prefixCls, hashId, scope }: MarkClasses, props: ChoiceMarksProps) {
  const groupClass =
    type === 'radio' ? join(`${prefixCls}-group`, `${prefixCls}-group-outline`) : `${prefixCls}-group`;
  return (
    <div id={props.id} className={join(groupClass, scope)} role={type === 'radio' ? 'radiogroup' : undefined}>
      {props.options.map(({ label, value }) => {
        const checked = props.isChecked(value);
        return (
          <label
            key={String(value)}
            className={join(
              `${prefixCls}-wrapper`,
              checked && `${prefixCls}-wrapper-checked`,
              props.disabled && `${prefixCls}-wrapper-disabled`,
              type === 'checkbox' && `${prefixCls}-group-item`,
              scope,
            )}
          >
            <span
              className={join(
                prefixCls,
                'ant-wave-target',
                checked && `${prefixCls}-checked`,
                props.disabled && `${prefixCls}-disabled`,
                type === 'checkbox' && hashId,
              )}
            >
              <input
                className={`${prefixCls}-input`}
                type={type}
                name={type === 'radio' ? props.id : undefined}
                checked={checked}
                disabled={props.disabled}
                onChange={(event) => props.onToggle(value, event.target.checked)}
              />
            </span>
            <span className={`${prefixCls}-label`}>{label}</span>
          </label>
        );
      })}
    </div>
  );
}

function usePrefix(component: 'radio' | 'checkbox') {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls(component);
  return { prefixCls, rootCls: useCSSVarCls(prefixCls) };
}

/** One choice of several, as antd's Radio.Group shows it. */
export function RadioMarks(props: ChoiceMarksProps) {
  const { prefixCls, rootCls } = usePrefix('radio');
  const [hashId, cssVarCls] = useRadioStyle(prefixCls, rootCls);
  return renderMarks({ type: 'radio', prefixCls, hashId, scope: join(hashId, cssVarCls, rootCls) }, props);
}

/** Any number of choices, as antd's Checkbox.Group shows them. */
export function CheckboxMarks(props: ChoiceMarksProps) {
  const { prefixCls, rootCls } = usePrefix('checkbox');
  const [hashId, cssVarCls] = useCheckboxStyle(prefixCls, rootCls);
  return renderMarks({ type: 'checkbox', prefixCls, hashId, scope: join(hashId, cssVarCls, rootCls) }, props);
}
