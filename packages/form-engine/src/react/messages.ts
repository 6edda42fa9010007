import { DEFAULT_LANGUAGE, type Language, type MessageCatalogue } from '@platform/contracts';
import { fillMessage, type MessageParams } from '../messages.ts';

/** Texts of the React renderer, in the three languages; `{name}` placeholders are filled by rendererText. */
export const rendererMessages = {
  'formEngine.renderer.unsupported': {
    'zh-CN': '该控件暂未支持',
    'zh-TW': '該控件暫未支援',
    'en-US': 'This widget is not supported yet',
  },
  'formEngine.renderer.submit': { 'zh-CN': '提交', 'zh-TW': '提交', 'en-US': 'Submit' },
  'formEngine.renderer.invalid': {
    'zh-CN': '表单有{count}处错误，请修改后再提交',
    'zh-TW': '表單有{count}處錯誤，請修改後再提交',
    'en-US': 'The form has {count} error(s); please correct them and submit again',
  },
  'formEngine.renderer.placeholderInput': { 'zh-CN': '请输入', 'zh-TW': '請輸入', 'en-US': 'Please enter' },
  'formEngine.renderer.placeholderSelect': { 'zh-CN': '请选择', 'zh-TW': '請選擇', 'en-US': 'Please select' },
  'formEngine.renderer.rangeStart': { 'zh-CN': '最小值', 'zh-TW': '最小值', 'en-US': 'Minimum' },
  'formEngine.renderer.rangeEnd': { 'zh-CN': '最大值', 'zh-TW': '最大值', 'en-US': 'Maximum' },
  'formEngine.renderer.on': { 'zh-CN': '开', 'zh-TW': '開', 'en-US': 'On' },
  'formEngine.renderer.off': { 'zh-CN': '关', 'zh-TW': '關', 'en-US': 'Off' },
  'formEngine.renderer.empty': { 'zh-CN': '—', 'zh-TW': '—', 'en-US': '—' },
  'formEngine.renderer.optionsFailed': {
    'zh-CN': '选项加载失败',
    'zh-TW': '選項載入失敗',
    'en-US': 'The options could not be loaded',
  },
} satisfies MessageCatalogue;

export type RendererMessageKey = keyof typeof rendererMessages;

export function rendererText(
  key: RendererMessageKey,
  lang: Language = DEFAULT_LANGUAGE,
  params: MessageParams = {},
): string {
  return fillMessage(rendererMessages[key], lang, params);
}
