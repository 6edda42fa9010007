import { rendererText } from '../messages.ts';
import type { WidgetProps } from '../widget-types.ts';

/** A text box's placeholder: the design's, else 请输入. */
export const inputPlaceholder = ({ field, locale }: Pick<WidgetProps, 'field' | 'locale'>) =>
  field.placeholder || rendererText('formEngine.renderer.placeholderInput', locale);

/** A chooser's placeholder: the design's, else 请选择. */
export const selectPlaceholder = ({ field, locale }: Pick<WidgetProps, 'field' | 'locale'>) =>
  field.placeholder || rendererText('formEngine.renderer.placeholderSelect', locale);
