import type { PALETTE, PaletteGroup } from './widget-names.ts';
import type { SampleKey } from './widget-sample-texts.ts';

/* What the widget families' defaults share: the template's shape and the option and picker settings. */

export type Json = Record<string, unknown>;

export interface Template {
  /** Added to `__config__`. */
  config?: Json;
  /** The widget's own properties. */
  props?: Json;
  /** A container laid out over the whole row, holding other widgets. */
  isRow?: boolean;
}

/** A sample text in the designer's language. */
export type SampleText = (key: SampleKey) => string;

/** The defaults of each widget of one palette group. */
export type GroupTemplates<G extends PaletteGroup> = Record<(typeof PALETTE)[G][number], Template>;

export const optionProps = { props: { props: { label: 'fullName', value: 'id' } } };
export const treeProps = { props: { props: { value: 'id', label: 'fullName', children: 'children' } } };
export const staticSource = {
  dataType: 'static',
  dictionaryType: '',
  propsUrl: '',
  propsName: '',
  templateJson: [],
};
export const picker = { multiple: false, clearable: true, filterable: false };

/** A sample tree of options: a root with one leaf. */
export const sampleTree = (t: SampleText) => [
  { id: '1', fullName: t('treeRoot'), children: [{ id: '2', fullName: t('treeLeaf') }] },
];
