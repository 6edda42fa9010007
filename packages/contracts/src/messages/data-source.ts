import type { MessageCatalogue } from './types.ts';

/** 数据连接. */
export const dataSourceMessages = {
  'dataSource.notFound': {
    'zh-CN': '数据连接不存在',
    'zh-TW': '資料連線不存在',
    'en-US': 'No such data source',
  },
  'dataSource.nameExists': {
    'zh-CN': '连接名称已存在：{name}',
    'zh-TW': '連線名稱已存在：{name}',
    'en-US': 'A data source named {name} already exists',
  },
  'dataSource.platformFixed': {
    'zh-CN': '默认数据库由系统维护，不能修改或删除',
    'zh-TW': '預設資料庫由系統維護，不能修改或刪除',
    'en-US': "The platform's default database cannot be changed or deleted",
  },
  'dataSource.platformName': {
    'zh-CN': '默认数据库',
    'zh-TW': '預設資料庫',
    'en-US': 'Default database',
  },
  'dataSource.passwordRequired': {
    'zh-CN': '连接驱动、主机、端口或用户已修改，请重新输入密码',
    'zh-TW': '連線驅動、主機、連接埠或使用者已修改，請重新輸入密碼',
    'en-US': 'The kind, host, port or user changed: enter the password again',
  },
  'dataSource.testOk': {
    'zh-CN': '连接成功',
    'zh-TW': '連線成功',
    'en-US': 'Connected',
  },
  'dataSource.hostForbidden': {
    'zh-CN': '不允许连接该地址：{host}（链路本地与云元数据地址一律禁止）',
    'zh-TW': '不允許連線該位址：{host}（鏈路本地與雲端中繼資料位址一律禁止）',
    'en-US': 'Address not allowed: {host} (link-local and cloud metadata addresses are always refused)',
  },
  'dataSource.hostNotAllowed': {
    'zh-CN': '不允许连接内网或本机地址：{host}（须由管理员加入 DATA_SOURCE_ALLOW_HOSTS 白名单）',
    'zh-TW': '不允許連線內網或本機位址：{host}（須由管理員加入 DATA_SOURCE_ALLOW_HOSTS 白名單）',
    'en-US':
      'Internal or loopback address not allowed: {host} (an administrator must add it to DATA_SOURCE_ALLOW_HOSTS)',
  },
  'dataSource.hostUnknown': {
    'zh-CN': '无法解析主机地址：{host}',
    'zh-TW': '無法解析主機位址：{host}',
    'en-US': 'Unknown host: {host}',
  },
  'dataSource.authFailed': {
    'zh-CN': '连接失败：用户名或密码错误',
    'zh-TW': '連線失敗：使用者名稱或密碼錯誤',
    'en-US': 'Connection failed: wrong user name or password',
  },
  'dataSource.databaseMissing': {
    'zh-CN': '连接失败：数据库不存在：{name}',
    'zh-TW': '連線失敗：資料庫不存在：{name}',
    'en-US': 'Connection failed: no database named {name}',
  },
  'dataSource.unreachable': {
    'zh-CN': '连接失败：无法连接到 {host}:{port}',
    'zh-TW': '連線失敗：無法連線到 {host}:{port}',
    'en-US': 'Connection failed: cannot reach {host}:{port}',
  },
  'dataSource.timedOut': {
    'zh-CN': '连接超时（{seconds} 秒）：{host}:{port}',
    'zh-TW': '連線逾時（{seconds} 秒）：{host}:{port}',
    'en-US': 'Connection timed out ({seconds} s): {host}:{port}',
  },
  'dataSource.connectFailed': {
    'zh-CN': '连接失败（{code}）',
    'zh-TW': '連線失敗（{code}）',
    'en-US': 'Connection failed ({code})',
  },
  'dataSource.disabled': {
    'zh-CN': '数据连接已停用：{name}',
    'zh-TW': '資料連線已停用：{name}',
    'en-US': 'The data source {name} is disabled',
  },
  'dataSource.inUse': {
    'zh-CN': '数据连接正被数据接口使用，不能删除：{names}',
    'zh-TW': '資料連線正被資料介面使用，不能刪除：{names}',
    'en-US': 'The data source is used by data interfaces and cannot be deleted: {names}',
  },
} satisfies MessageCatalogue;
