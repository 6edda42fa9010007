import type { MessageCatalogue } from './types.ts';

/** The outbound HTTP guard (HTTP data interfaces, webhooks, directory sync). */
export const outboundMessages = {
  'outbound.addressNotAllowed': {
    'zh-CN': '不允许访问该地址：{host}（内网、本机或保留地址须由管理员加入出站白名单）',
    'zh-TW': '不允許存取該位址：{host}（內網、本機或保留位址須由管理員加入出站白名單）',
    'en-US':
      'Address not allowed: {host} (internal, loopback or reserved addresses must be allow-listed by an administrator)',
  },
  'outbound.schemeNotAllowed': {
    'zh-CN': '不支持的地址协议：{scheme}（仅允许 http 与 https）',
    'zh-TW': '不支援的位址協定：{scheme}（僅允許 http 與 https）',
    'en-US': 'Scheme not allowed: {scheme} (only http and https)',
  },
  'outbound.invalidUrl': {
    'zh-CN': '地址格式不正确',
    'zh-TW': '位址格式不正確',
    'en-US': 'The address is not a valid URL',
  },
  'outbound.tooLarge': {
    'zh-CN': '对方返回的内容超过 {limit} 字节上限，已中止',
    'zh-TW': '對方回傳的內容超過 {limit} 位元組上限，已中止',
    'en-US': 'The answer exceeded the limit of {limit} bytes and was aborted',
  },
  'outbound.timedOut': {
    'zh-CN': '请求超时（{seconds} 秒）',
    'zh-TW': '請求逾時（{seconds} 秒）',
    'en-US': 'The request timed out ({seconds} s)',
  },
  'outbound.tooManyRedirects': {
    'zh-CN': '重定向次数过多（最多 {max} 次）',
    'zh-TW': '重新導向次數過多（最多 {max} 次）',
    'en-US': 'Too many redirects (at most {max})',
  },
  'outbound.unreachable': {
    'zh-CN': '无法连接：{host}',
    'zh-TW': '無法連線：{host}',
    'en-US': 'Could not connect to {host}',
  },
} satisfies MessageCatalogue;
