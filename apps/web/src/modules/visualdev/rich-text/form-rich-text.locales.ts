import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** The rich-text editor of generated forms: toolbar labels. */
export const visualdevRichTextLocales = defineLocales(
  'visualdevRichText',
  {
    bold: '加粗',
    italic: '斜体',
    underline: '下划线',
    strike: '删除线',
    orderedList: '有序列表',
    bulletList: '无序列表',
    clear: '清除格式',
    heading: '标题',
    paragraph: '正文',
    headingLevel: '标题{{level}}',
    size: '字号',
    sizeSmall: '小',
    sizeNormal: '标准',
    sizeLarge: '大',
    sizeHuge: '超大',
  },
  {
    bold: '加粗',
    italic: '斜體',
    underline: '底線',
    strike: '刪除線',
    orderedList: '有序列表',
    bulletList: '無序列表',
    clear: '清除格式',
    heading: '標題',
    paragraph: '正文',
    headingLevel: '標題{{level}}',
    size: '字號',
    sizeSmall: '小',
    sizeNormal: '標準',
    sizeLarge: '大',
    sizeHuge: '超大',
  },
  {
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'Strikethrough',
    orderedList: 'Numbered list',
    bulletList: 'Bulleted list',
    clear: 'Clear formatting',
    heading: 'Heading',
    paragraph: 'Paragraph',
    headingLevel: 'Heading {{level}}',
    size: 'Size',
    sizeSmall: 'Small',
    sizeNormal: 'Normal',
    sizeLarge: 'Large',
    sizeHuge: 'Huge',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    visualdevRichText: KeysOf<typeof visualdevRichTextLocales>;
  }
}
