import type { PaletteKey } from './widget-names.ts';
import { inputTemplates } from './widget-template-data-input.ts';
import { layoutTemplates, systemTemplates } from './widget-template-data-layout.ts';
import { pickerTemplates } from './widget-template-data-picker.ts';
import type { SampleText, Template } from './widget-template-parts.ts';

export type { Template } from './widget-template-parts.ts';

/*
 * The defaults of each widget the designer offers, as the original designer writes them: its own
 * properties and what it adds to `__config__` (default value, option source, time bounds, children of
 * a container), one file a palette group. Facts from the original designer's palette; texts from the
 * designer's language.
 */

/** Each offered widget's defaults, from the language's sample texts. */
export function widgetTemplates(t: SampleText): Record<PaletteKey, Template> {
  return { ...inputTemplates(t), ...pickerTemplates(t), ...systemTemplates, ...layoutTemplates(t) };
}
