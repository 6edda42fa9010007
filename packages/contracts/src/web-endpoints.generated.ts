// Generated from the *.endpoints.ts files by `npm run generate`: do not edit (see apps/server/test/architecture/endpoint-descriptors.test.ts).
import type { WebEndpoints } from './endpoint.ts';
import type * as currentUserProfile from './current-user-profile.endpoints.ts';
import type * as currentUser from './current-user.endpoints.ts';
import type * as file from './file.endpoints.ts';
import type * as message from './message.endpoints.ts';
import type * as messageAccountConfig from './message/account-config.endpoints.ts';
import type * as messageChat from './message/chat.endpoints.ts';
import type * as messageMessageDataType from './message/message-data-type.endpoints.ts';
import type * as messageMessageMonitor from './message/message-monitor.endpoints.ts';
import type * as messageMessageTemplate from './message/message-template.endpoints.ts';
import type * as messageNotice from './message/notice.endpoints.ts';
import type * as messageSendConfig from './message/send-config.endpoints.ts';
import type * as messageWechatBinding from './message/wechat-binding.endpoints.ts';
import type * as oauth from './oauth.endpoints.ts';
import type * as permissionAuthorize from './permission/authorize.endpoints.ts';
import type * as permissionGrade from './permission/grade.endpoints.ts';
import type * as permissionGroup from './permission/group.endpoints.ts';
import type * as permissionOnlineUser from './permission/online-user.endpoints.ts';
import type * as permissionOrganize from './permission/organize.endpoints.ts';
import type * as permissionPosition from './permission/position.endpoints.ts';
import type * as permissionRole from './permission/role.endpoints.ts';
import type * as permissionUserRelation from './permission/user-relation.endpoints.ts';
import type * as permissionUsersPicker from './permission/users-picker.endpoints.ts';
import type * as permissionUsers from './permission/users.endpoints.ts';
import type * as smsOutbox from './sms-outbox.endpoints.ts';
import type * as systemArea from './system/area.endpoints.ts';
import type * as systemBillRule from './system/bill-rule.endpoints.ts';
import type * as systemCacheManage from './system/cache-manage.endpoints.ts';
import type * as systemCommonWords from './system/common-words.endpoints.ts';
import type * as systemDataBackup from './system/data-backup.endpoints.ts';
import type * as systemDataInterfaceVariate from './system/data-interface-variate.endpoints.ts';
import type * as systemDataInterface from './system/data-interface.endpoints.ts';
import type * as systemDataMap from './system/data-map.endpoints.ts';
import type * as systemDataModel from './system/data-model.endpoints.ts';
import type * as systemDataSource from './system/data-source.endpoints.ts';
import type * as systemDataSync from './system/data-sync.endpoints.ts';
import type * as systemDictionary from './system/dictionary.endpoints.ts';
import type * as systemHealth from './system/health.endpoints.ts';
import type * as systemInterfaceOauth from './system/interface-oauth.endpoints.ts';
import type * as systemLog from './system/log.endpoints.ts';
import type * as systemMenu from './system/menu.endpoints.ts';
import type * as systemModuleResource from './system/module-resource.endpoints.ts';
import type * as systemScheduleTask from './system/schedule-task.endpoints.ts';
import type * as systemSchedule from './system/schedule.endpoints.ts';
import type * as systemSysConfig from './system/sys-config.endpoints.ts';
import type * as systemSystemMonitor from './system/system-monitor.endpoints.ts';
import type * as systemSystem from './system/system.endpoints.ts';
import type * as systemThirdSync from './system/third-sync.endpoints.ts';
import type * as systemTranslation from './system/translation.endpoints.ts';
import type * as systemWechatConfig from './system/wechat-config.endpoints.ts';
import type * as visualdevCodeGenerator from './visualdev/code-generator.endpoints.ts';
import type * as visualdevOnlineDevImport from './visualdev/online-dev-import.endpoints.ts';
import type * as visualdevOnlineDev from './visualdev/online-dev.endpoints.ts';
import type * as visualdevVisualDevShortLink from './visualdev/visual-dev-short-link.endpoints.ts';
import type * as visualdevVisualDev from './visualdev/visual-dev.endpoints.ts';

export const currentUserMembershipEndpoints: WebEndpoints<typeof currentUserProfile.currentUserMembershipEndpoints> = {
  organizes: { method: 'GET', path: '/permission/Users/Current/getUserOrganizes' },
  positions: { method: 'GET', path: '/permission/Users/Current/getUserPositions' },
  switchMajor: { method: 'PUT', path: '/permission/Users/Current/major' },
  subordinates: { method: 'GET', path: '/permission/Users/Current/Subordinate/{id}' },
};

export const currentUserProfileEndpoints: WebEndpoints<typeof currentUserProfile.currentUserProfileEndpoints> = {
  get: { method: 'GET', path: '/permission/Users/Current/BaseInfo' },
  update: { method: 'PUT', path: '/permission/Users/Current/BaseInfo' },
  updateAvatar: { method: 'PUT', path: '/permission/Users/Current/Avatar/{name}' },
  updateTheme: { method: 'PUT', path: '/permission/Users/Current/SystemTheme' },
  updateLanguage: { method: 'PUT', path: '/permission/Users/Current/SystemLanguage' },
  authorize: { method: 'GET', path: '/permission/Users/Current/Authorize' },
  systemLog: { method: 'GET', path: '/permission/Users/Current/SystemLog' },
};

export const currentUserSignImageEndpoints: WebEndpoints<typeof currentUserProfile.currentUserSignImageEndpoints> = {
  list: { method: 'GET', path: '/permission/Users/Current/SignImg' },
  create: { method: 'POST', path: '/permission/Users/Current/SignImg' },
  update: { method: 'PUT', path: '/permission/Users/Current/{id}/SignImg' },
  remove: { method: 'DELETE', path: '/permission/Users/Current/{id}/SignImg' },
};

export const currentUserInfoEndpoints: WebEndpoints<typeof currentUser.currentUserInfoEndpoints> = {
  get: { method: 'GET', path: '/oauth/CurrentUser' },
};

export const fileEndpoints: WebEndpoints<typeof file.fileEndpoints> = {
  upload: { method: 'POST', path: '/file/Uploader/{type}', bodyEncoding: 'multipart' },
  avatar: { method: 'GET', path: '/file/Image/userAvatar/{id}', isRaw: true },
  systemLogo: { method: 'GET', path: '/file/Image/systemLogo/{id}', isRaw: true },
  signature: { method: 'GET', path: '/file/Image/signature/{id}', isRaw: true },
  chatImage: { method: 'GET', path: '/file/Image/IM/{id}', isRaw: true },
  download: { method: 'GET', path: '/file/Download/{type}/{id}', isRaw: true },
  linkDownload: { method: 'GET', path: '/file/Download', isRaw: true },
  chunkTest: { method: 'GET', path: '/file/chunk' },
  chunk: { method: 'POST', path: '/file/chunk', bodyEncoding: 'multipart' },
  merge: { method: 'POST', path: '/file/merge', bodyEncoding: 'multipart' },
  preview: { method: 'GET', path: '/file/Uploader/Preview' },
  packDownload: { method: 'POST', path: '/file/PackDownload/{type}' },
};

export const messageEndpoints: WebEndpoints<typeof message.messageEndpoints> = {
  list: { method: 'GET', path: '/message' },
  readAll: { method: 'POST', path: '/message/Actions/ReadAll' },
  get: { method: 'GET', path: '/message/ReadInfo/{id}' },
  removeRecords: { method: 'DELETE', path: '/message/Record' },
  unreadCount: { method: 'GET', path: '/message/getUnreadCount' },
};

export const accountConfigEndpoints: WebEndpoints<typeof messageAccountConfig.accountConfigEndpoints> = {
  list: { method: 'GET', path: '/message/AccountConfig' },
  get: { method: 'GET', path: '/message/AccountConfig/{id}' },
  create: { method: 'POST', path: '/message/AccountConfig' },
  update: { method: 'PUT', path: '/message/AccountConfig/{id}' },
  remove: { method: 'DELETE', path: '/message/AccountConfig/{id}' },
  copy: { method: 'POST', path: '/message/AccountConfig/copy/{id}' },
  test: { method: 'POST', path: '/message/AccountConfig/{action}' },
};

export const chatEndpoints: WebEndpoints<typeof messageChat.chatEndpoints> = {
  list: { method: 'GET', path: '/message/imreply' },
  removeConversation: { method: 'DELETE', path: '/message/imreply/relocation/{id}' },
  removeRecords: { method: 'DELETE', path: '/message/imreply/deleteChatRecord/{id}' },
};

export const messageDataTypeEndpoints: WebEndpoints<typeof messageMessageDataType.messageDataTypeEndpoints> = {
  typeList: { method: 'GET', path: '/message/MessageDataType/getTypeList/{type}' },
};

export const messageMonitorEndpoints: WebEndpoints<typeof messageMessageMonitor.messageMonitorEndpoints> = {
  list: { method: 'GET', path: '/message/MessageMonitor' },
  detail: { method: 'GET', path: '/message/MessageMonitor/detail/{id}' },
  get: { method: 'GET', path: '/message/MessageMonitor/{id}' },
  batchRemove: { method: 'DELETE', path: '/message/MessageMonitor/batchRemove' },
  empty: { method: 'DELETE', path: '/message/MessageMonitor/empty' },
};

export const messageTemplateEndpoints: WebEndpoints<typeof messageMessageTemplate.messageTemplateEndpoints> = {
  list: { method: 'GET', path: '/message/MessageTemplateConfig' },
  selector: { method: 'GET', path: '/message/MessageTemplateConfig/Selector' },
  get: { method: 'GET', path: '/message/MessageTemplateConfig/{id}' },
  create: { method: 'POST', path: '/message/MessageTemplateConfig' },
  update: { method: 'PUT', path: '/message/MessageTemplateConfig/{id}' },
  remove: { method: 'DELETE', path: '/message/MessageTemplateConfig/{id}' },
  copy: { method: 'POST', path: '/message/MessageTemplateConfig/copy/{id}' },
  setState: { method: 'PUT', path: '/message/MessageTemplateConfig/{id}/Actions/State' },
};

export const noticeEndpoints: WebEndpoints<typeof messageNotice.noticeEndpoints> = {
  list: { method: 'POST', path: '/message/Notice/List' },
  get: { method: 'GET', path: '/message/Notice/{id}' },
  create: { method: 'POST', path: '/message/Notice' },
  update: { method: 'PUT', path: '/message/Notice/{id}' },
  remove: { method: 'DELETE', path: '/message/Notice/{id}' },
  release: { method: 'PUT', path: '/message/Notice/{id}/Actions/Release' },
};

export const sendConfigEndpoints: WebEndpoints<typeof messageSendConfig.sendConfigEndpoints> = {
  list: { method: 'GET', path: '/message/SendMessageConfig' },
  picker: { method: 'GET', path: '/message/SendMessageConfig/getSendConfigList' },
  accountSelector: { method: 'GET', path: '/message/SendMessageConfig/AccountSelector' },
  get: { method: 'GET', path: '/message/SendMessageConfig/{id}' },
  create: { method: 'POST', path: '/message/SendMessageConfig' },
  update: { method: 'PUT', path: '/message/SendMessageConfig/{id}' },
  remove: { method: 'DELETE', path: '/message/SendMessageConfig/{id}' },
  copy: { method: 'POST', path: '/message/SendMessageConfig/copy/{id}' },
  setState: { method: 'PUT', path: '/message/SendMessageConfig/{id}/Actions/State' },
  testConfig: { method: 'POST', path: '/message/SendMessageConfig/getTestConfig/{id}' },
  testSend: { method: 'POST', path: '/message/SendMessageConfig/testSendConfig' },
};

export const wechatBindingEndpoints: WebEndpoints<typeof messageWechatBinding.wechatBindingEndpoints> = {
  handshake: { method: 'GET', path: '/message/WechatOpen/token/{enCode}', isRaw: true },
  event: { method: 'POST', path: '/message/WechatOpen/token/{enCode}', isRaw: true },
  bindQrCode: { method: 'POST', path: '/message/WechatOpen/BindQrCode/{id}' },
  myBindings: { method: 'GET', path: '/message/WechatOpen/MyBindings' },
  unbindMine: { method: 'DELETE', path: '/message/WechatOpen/MyBindings/{id}' },
  followers: { method: 'GET', path: '/message/AccountConfig/{id}/WechatUsers' },
  removeFollower: { method: 'DELETE', path: '/message/AccountConfig/{id}/WechatUsers/{bindingId}' },
};

export const accountSecurityEndpoints: WebEndpoints<typeof oauth.accountSecurityEndpoints> = {
  modifyPassword: { method: 'POST', path: '/permission/Users/Current/Actions/ModifyPassword' },
  listSessions: { method: 'GET', path: '/permission/Users/Current/Sessions' },
  removeSession: { method: 'DELETE', path: '/permission/Users/Current/Sessions/{id}' },
};

export const captchaEndpoints: WebEndpoints<typeof oauth.captchaEndpoints> = {
  image: { method: 'GET', path: '/file/ImageCode/{random}', isRaw: true },
  imageOfLength: { method: 'GET', path: '/file/ImageCode/{len}/{timestamp}', isRaw: true },
  loginImage: { method: 'GET', path: '/oauth/ImageCode/{len}/{timestamp}', isRaw: true },
};

export const oauthEndpoints: WebEndpoints<typeof oauth.oauthEndpoints> = {
  login: { method: 'POST', path: '/oauth/Login', bodyEncoding: 'form' },
  loginConfig: { method: 'GET', path: '/oauth/getConfig/{account}' },
  sendSmsCode: { method: 'POST', path: '/oauth/SmsCode' },
  logout: { method: 'GET', path: '/oauth/Logout' },
  lockScreen: { method: 'POST', path: '/oauth/LockScreen/Lock' },
  unlockScreen: { method: 'POST', path: '/oauth/LockScreen' },
  passwordStatus: { method: 'POST', path: '/oauth/updatePasswordMessage' },
  passwordPolicy: { method: 'GET', path: '/oauth/PasswordPolicy' },
};

export const scanLoginEndpoints: WebEndpoints<typeof oauth.scanLoginEndpoints> = {
  createTicket: { method: 'POST', path: '/oauth/ScanLogin/Ticket' },
  poll: { method: 'POST', path: '/oauth/ScanLogin/Poll' },
  get: { method: 'GET', path: '/oauth/ScanLogin/{ticket}' },
  confirm: { method: 'POST', path: '/oauth/ScanLogin/{ticket}/Confirm' },
  cancel: { method: 'POST', path: '/oauth/ScanLogin/{ticket}/Cancel' },
};

export const testHookEndpoints: WebEndpoints<typeof oauth.testHookEndpoints> = {
  captchaCode: { method: 'GET', path: '/oauth/TestHooks/Captcha/{random}' },
  smsCode: { method: 'GET', path: '/oauth/TestHooks/Sms/{mobile}' },
};

export const authorizeEndpoints: WebEndpoints<typeof permissionAuthorize.authorizeEndpoints> = {
  holders: { method: 'GET', path: '/permission/Authority/Holders' },
  get: { method: 'GET', path: '/permission/Authority/Data/{objectId}' },
  update: { method: 'PUT', path: '/permission/Authority/Data/{objectId}' },
  whoHolds: { method: 'GET', path: '/permission/Authority/Who/{itemType}/{itemId}' },
  explain: { method: 'GET', path: '/permission/Authority/Explain/{userId}' },
  viewAs: { method: 'GET', path: '/permission/Authority/ViewAs/{userId}' },
  columns: { method: 'GET', path: '/permission/Authority/GetColumnsByModuleId/{id}' },
  setColumns: { method: 'PUT', path: '/permission/Authority/SetColumnsByModuleId' },
};

export const gradeEndpoints: WebEndpoints<typeof permissionGrade.gradeEndpoints> = {
  list: { method: 'GET', path: '/permission/Grade' },
  selector: { method: 'GET', path: '/permission/Grade/Selector' },
  get: { method: 'GET', path: '/permission/Grade/{userId}' },
  update: { method: 'PUT', path: '/permission/Grade/{userId}' },
  remove: { method: 'DELETE', path: '/permission/Grade/{userId}' },
};

export const groupEndpoints: WebEndpoints<typeof permissionGroup.groupEndpoints> = {
  list: { method: 'GET', path: '/permission/Group' },
  selector: { method: 'GET', path: '/permission/Group/Selector' },
  condition: { method: 'POST', path: '/permission/Group/GroupCondition' },
  create: { method: 'POST', path: '/permission/Group' },
  get: { method: 'GET', path: '/permission/Group/{id}' },
  update: { method: 'PUT', path: '/permission/Group/{id}' },
  remove: { method: 'DELETE', path: '/permission/Group/{id}' },
};

export const onlineUserEndpoints: WebEndpoints<typeof permissionOnlineUser.onlineUserEndpoints> = {
  list: { method: 'GET', path: '/permission/OnlineUser' },
  forceOffline: { method: 'POST', path: '/permission/OnlineUser/Actions/ForceOffline/{sessionId}' },
  forceOfflineMany: { method: 'DELETE', path: '/permission/OnlineUser' },
};

export const departmentEndpoints: WebEndpoints<typeof permissionOrganize.departmentEndpoints> = {
  list: { method: 'GET', path: '/permission/Organize/Department' },
  selector: { method: 'GET', path: '/permission/Organize/Department/Selector/{id}' },
  selectorByAuth: { method: 'GET', path: '/permission/Organize/Department/SelectorByAuth/{id}' },
  create: { method: 'POST', path: '/permission/Organize/Department' },
  get: { method: 'GET', path: '/permission/Organize/Department/{id}' },
  update: { method: 'PUT', path: '/permission/Organize/Department/{id}' },
  remove: { method: 'DELETE', path: '/permission/Organize/Department/{id}' },
  setState: { method: 'PUT', path: '/permission/Organize/Department/{id}/Actions/State' },
};

export const organizeEndpoints: WebEndpoints<typeof permissionOrganize.organizeEndpoints> = {
  list: { method: 'GET', path: '/permission/Organize' },
  tree: { method: 'GET', path: '/permission/Organize/Tree' },
  selector: { method: 'GET', path: '/permission/Organize/Selector/{id}' },
  selectorByAuth: { method: 'GET', path: '/permission/Organize/SelectorByAuth/{id}' },
  condition: { method: 'POST', path: '/permission/Organize/OrganizeCondition' },
  create: { method: 'POST', path: '/permission/Organize' },
  get: { method: 'GET', path: '/permission/Organize/{id}' },
  update: { method: 'PUT', path: '/permission/Organize/{id}' },
  remove: { method: 'DELETE', path: '/permission/Organize/{id}' },
  setState: { method: 'PUT', path: '/permission/Organize/{id}/Actions/State' },
};

export const positionEndpoints: WebEndpoints<typeof permissionPosition.positionEndpoints> = {
  list: { method: 'GET', path: '/permission/Position' },
  selector: { method: 'GET', path: '/permission/Position/Selector' },
  all: { method: 'GET', path: '/permission/Position/All' },
  listByOrganizations: { method: 'POST', path: '/permission/Position/OptionsByOrgIds' },
  groupedByOrganizations: { method: 'POST', path: '/permission/Position/getListByOrgIds' },
  condition: { method: 'POST', path: '/permission/Position/PositionCondition' },
  create: { method: 'POST', path: '/permission/Position' },
  get: { method: 'GET', path: '/permission/Position/{id}' },
  update: { method: 'PUT', path: '/permission/Position/{id}' },
  remove: { method: 'DELETE', path: '/permission/Position/{id}' },
  setState: { method: 'PUT', path: '/permission/Position/{id}/Actions/State' },
};

export const roleEndpoints: WebEndpoints<typeof permissionRole.roleEndpoints> = {
  list: { method: 'GET', path: '/permission/Role' },
  condition: { method: 'POST', path: '/permission/Role/RoleCondition' },
  selector: { method: 'GET', path: '/permission/Role/Selector' },
  selectorByPermission: { method: 'GET', path: '/permission/Role/SelectorByPermission' },
  listByOrganizations: { method: 'POST', path: '/permission/Role/OptionsByOrgIds' },
  groupedByOrganizations: { method: 'POST', path: '/permission/Role/getListByOrgIds' },
  create: { method: 'POST', path: '/permission/Role' },
  get: { method: 'GET', path: '/permission/Role/{id}' },
  update: { method: 'PUT', path: '/permission/Role/{id}' },
  remove: { method: 'DELETE', path: '/permission/Role/{id}' },
  setState: { method: 'PUT', path: '/permission/Role/{id}/Actions/State' },
};

export const userRelationEndpoints: WebEndpoints<typeof permissionUserRelation.userRelationEndpoints> = {
  list: { method: 'GET', path: '/permission/UserRelation/{id}' },
  update: { method: 'POST', path: '/permission/UserRelation/{id}' },
  listAtOriginalPath: { method: 'GET', path: '/Permission/UserRelation/{id}' },
  updateAtOriginalPath: { method: 'POST', path: '/Permission/UserRelation/{id}' },
};

export const usersPickerEndpoints: WebEndpoints<typeof permissionUsersPicker.usersPickerEndpoints> = {
  all: { method: 'GET', path: '/permission/Users/All' },
  selector: { method: 'GET', path: '/permission/Users/Selector' },
  imUsers: { method: 'GET', path: '/permission/Users/ImUser' },
  imSelector: { method: 'POST', path: '/permission/Users/ImUser/Selector/{id}' },
  listByIds: { method: 'POST', path: '/permission/Users/getUserList' },
  subordinates: { method: 'POST', path: '/permission/Users/getSubordinates' },
  organizations: { method: 'GET', path: '/permission/Users/getOrganization' },
  byPosition: { method: 'GET', path: '/permission/Users/GetUsersByPositionId' },
  byRole: { method: 'GET', path: '/permission/Users/GetUsersByRoleOrgId' },
  listByAuthorize: { method: 'POST', path: '/permission/Users/GetListByAuthorize/{id}' },
  selectedList: { method: 'POST', path: '/permission/Users/getSelectedList' },
  selectedUsers: { method: 'POST', path: '/permission/Users/getSelectedUserList' },
  condition: { method: 'POST', path: '/permission/Users/UserCondition' },
  defaultCurrent: { method: 'POST', path: '/permission/Users/getDefaultCurrentValueUserId' },
};

export const usersEndpoints: WebEndpoints<typeof permissionUsers.usersEndpoints> = {
  list: { method: 'GET', path: '/permission/Users' },
  get: { method: 'GET', path: '/permission/Users/{id}' },
  create: { method: 'POST', path: '/permission/Users' },
  update: { method: 'PUT', path: '/permission/Users/{id}' },
  remove: { method: 'DELETE', path: '/permission/Users/{id}' },
  resetPassword: { method: 'POST', path: '/permission/Users/{id}/Actions/ResetPassword' },
  setState: { method: 'PUT', path: '/permission/Users/{id}/Actions/State' },
  unlock: { method: 'PUT', path: '/permission/Users/{id}/Actions/unlock' },
  export: { method: 'GET', path: '/permission/Users/ExportExcel' },
  exportData: { method: 'GET', path: '/permission/Users/ExportData' },
  work: { method: 'GET', path: '/permission/Users/getWorkByUser' },
  workHandover: { method: 'POST', path: '/permission/Users/workHandover' },
};

export const usersImportEndpoints: WebEndpoints<typeof permissionUsers.usersImportEndpoints> = {
  templateDownload: { method: 'GET', path: '/permission/Users/TemplateDownload' },
  importPreview: { method: 'GET', path: '/permission/Users/ImportPreview' },
  importData: { method: 'POST', path: '/permission/Users/ImportData' },
  importExceptionData: { method: 'POST', path: '/permission/Users/ImportExceptionData' },
  exportExceptionData: { method: 'POST', path: '/permission/Users/ExportExceptionData' },
};

export const smsOutboxEndpoints: WebEndpoints<typeof smsOutbox.smsOutboxEndpoints> = {
  list: { method: 'GET', path: '/message/SmsOutbox' },
};

export const areaEndpoints: WebEndpoints<typeof systemArea.areaEndpoints> = {
  list: { method: 'GET', path: '/system/Area/{parentId}' },
  selector: { method: 'GET', path: '/system/Area/{id}/Selector/{ids}' },
  names: { method: 'POST', path: '/system/Area/GetAreaByIds' },
  get: { method: 'GET', path: '/system/Area/{id}/Info' },
  create: { method: 'POST', path: '/system/Area' },
  update: { method: 'PUT', path: '/system/Area/{id}' },
  remove: { method: 'DELETE', path: '/system/Area/{id}' },
  setState: { method: 'PUT', path: '/system/Area/{id}/Actions/State' },
};

export const billRuleEndpoints: WebEndpoints<typeof systemBillRule.billRuleEndpoints> = {
  list: { method: 'GET', path: '/system/BillRule' },
  selector: { method: 'GET', path: '/system/BillRule/Selector' },
  billNumber: { method: 'GET', path: '/system/BillRule/BillNumber/{code}' },
  get: { method: 'GET', path: '/system/BillRule/{id}' },
  create: { method: 'POST', path: '/system/BillRule' },
  update: { method: 'PUT', path: '/system/BillRule/{id}' },
  remove: { method: 'DELETE', path: '/system/BillRule/{id}' },
  setState: { method: 'PUT', path: '/system/BillRule/{id}/Actions/State' },
  export: { method: 'GET', path: '/system/BillRule/{id}/Actions/Export' },
  import: { method: 'POST', path: '/system/BillRule/Actions/Import', bodyEncoding: 'multipart' },
};

export const cacheManageEndpoints: WebEndpoints<typeof systemCacheManage.cacheManageEndpoints> = {
  list: { method: 'GET', path: '/PlatForm/CacheManage' },
  get: { method: 'GET', path: '/PlatForm/CacheManage/{name}' },
  clear: { method: 'DELETE', path: '/PlatForm/CacheManage/{name}' },
  clearAll: { method: 'POST', path: '/PlatForm/CacheManage/Actions/ClearAll' },
};

export const commonWordsEndpoints: WebEndpoints<typeof systemCommonWords.commonWordsEndpoints> = {
  list: { method: 'GET', path: '/system/CommonWords' },
  selector: { method: 'GET', path: '/system/CommonWords/Selector' },
  get: { method: 'GET', path: '/system/CommonWords/{id}' },
  create: { method: 'POST', path: '/system/CommonWords' },
  update: { method: 'PUT', path: '/system/CommonWords/{id}' },
  remove: { method: 'DELETE', path: '/system/CommonWords/{id}' },
  setState: { method: 'PUT', path: '/system/CommonWords/{id}/Actions/State' },
};

export const dataBackupEndpoints: WebEndpoints<typeof systemDataBackup.dataBackupEndpoints> = {
  list: { method: 'GET', path: '/system/DataBackup' },
  get: { method: 'GET', path: '/system/DataBackup/{id}' },
  create: { method: 'POST', path: '/system/DataBackup' },
  remove: { method: 'DELETE', path: '/system/DataBackup/{id}' },
  download: { method: 'GET', path: '/system/DataBackup/{id}/Actions/Download' },
};

export const dataInterfaceVariateEndpoints: WebEndpoints<typeof systemDataInterfaceVariate.dataInterfaceVariateEndpoints> = {
  list: { method: 'GET', path: '/system/DataInterfaceVariate/{id}' },
  selector: { method: 'GET', path: '/system/DataInterfaceVariate/Selector' },
  get: { method: 'GET', path: '/system/DataInterfaceVariate/{id}/Info' },
  create: { method: 'POST', path: '/system/DataInterfaceVariate' },
  update: { method: 'PUT', path: '/system/DataInterfaceVariate/{id}' },
  remove: { method: 'DELETE', path: '/system/DataInterfaceVariate/{id}' },
  copy: { method: 'POST', path: '/system/DataInterfaceVariate/{id}/Actions/Copy' },
  export: { method: 'GET', path: '/system/DataInterfaceVariate/{id}/Actions/Export' },
};

export const dataInterfaceEndpoints: WebEndpoints<typeof systemDataInterface.dataInterfaceEndpoints> = {
  list: { method: 'GET', path: '/system/DataInterface' },
  selector: { method: 'GET', path: '/system/DataInterface/Selector' },
  options: { method: 'GET', path: '/system/DataInterface/getList' },
  params: { method: 'GET', path: '/system/DataInterface/GetParam/{id}' },
  get: { method: 'GET', path: '/system/DataInterface/{id}' },
  create: { method: 'POST', path: '/system/DataInterface' },
  update: { method: 'PUT', path: '/system/DataInterface/{id}' },
  remove: { method: 'DELETE', path: '/system/DataInterface/{id}' },
  setState: { method: 'PUT', path: '/system/DataInterface/{id}/Actions/State' },
  copy: { method: 'POST', path: '/system/DataInterface/{id}/Actions/Copy' },
  export: { method: 'GET', path: '/system/DataInterface/{id}/Actions/Export' },
  import: { method: 'POST', path: '/system/DataInterface/Actions/Import', bodyEncoding: 'multipart' },
  preview: { method: 'POST', path: '/system/DataInterface/{id}/Actions/Preview' },
  listRows: { method: 'POST', path: '/system/DataInterface/{id}/Actions/List' },
  infoByIds: { method: 'POST', path: '/system/DataInterface/{id}/Actions/InfoByIds' },
  fields: { method: 'POST', path: '/system/DataInterface/{id}/Actions/GetFields' },
  log: { method: 'GET', path: '/system/DataInterfaceLog/{id}' },
};

export const dataMapEndpoints: WebEndpoints<typeof systemDataMap.dataMapEndpoints> = {
  list: { method: 'GET', path: '/system/atlas' },
  geoJson: { method: 'GET', path: '/system/atlas/geojson' },
};

export const dataModelEndpoints: WebEndpoints<typeof systemDataModel.dataModelEndpoints> = {
  list: { method: 'GET', path: '/system/DataModel/{linkId}/Tables' },
  all: { method: 'GET', path: '/system/DataModel/{linkId}/TableAll' },
  get: { method: 'GET', path: '/system/DataModel/{linkId}/Table/{table}' },
  fields: { method: 'GET', path: '/system/DataModel/{linkId}/Tables/{table}/Fields' },
  create: { method: 'POST', path: '/system/DataModel/{linkId}/Table' },
  update: { method: 'PUT', path: '/system/DataModel/{linkId}/Table' },
  addFields: { method: 'PUT', path: '/system/DataModel/{linkId}/addFields' },
  ddl: { method: 'POST', path: '/system/DataModel/{linkId}/Table/Actions/Ddl' },
  remove: { method: 'DELETE', path: '/system/DataModel/{linkId}/Table/{table}' },
  preview: { method: 'GET', path: '/system/DataModel/{linkId}/Table/{table}/Preview' },
  export: { method: 'GET', path: '/system/DataModel/{linkId}/Table/{table}/Actions/Export' },
  import: { method: 'POST', path: '/system/DataModel/{linkId}/Actions/Import', bodyEncoding: 'multipart' },
};

export const dataSourceEndpoints: WebEndpoints<typeof systemDataSource.dataSourceEndpoints> = {
  list: { method: 'GET', path: '/system/DataSource' },
  selector: { method: 'GET', path: '/system/DataSource/Selector' },
  test: { method: 'POST', path: '/system/DataSource/Actions/Test' },
  get: { method: 'GET', path: '/system/DataSource/{id}' },
  create: { method: 'POST', path: '/system/DataSource' },
  update: { method: 'PUT', path: '/system/DataSource/{id}' },
  remove: { method: 'DELETE', path: '/system/DataSource/{id}' },
};

export const dataSyncEndpoints: WebEndpoints<typeof systemDataSync.dataSyncEndpoints> = {
  check: { method: 'POST', path: '/system/DataSync' },
  checkDbLink: { method: 'POST', path: '/system/DataSync/Actions/checkDbLink' },
  dryRun: { method: 'POST', path: '/system/DataSync/Actions/DryRun' },
  execute: { method: 'POST', path: '/system/DataSync/Actions/Execute' },
  batchExecute: { method: 'POST', path: '/system/DataSync/Actions/batchExecute' },
  jobs: { method: 'GET', path: '/system/DataSync/Jobs' },
  job: { method: 'GET', path: '/system/DataSync/Jobs/{id}' },
  resume: { method: 'POST', path: '/system/DataSync/Jobs/{id}/Actions/Resume' },
};

export const dictionaryDataEndpoints: WebEndpoints<typeof systemDictionary.dictionaryDataEndpoints> = {
  all: { method: 'GET', path: '/system/DictionaryData/All' },
  list: { method: 'GET', path: '/system/DictionaryData/{typeId}' },
  parentSelector: { method: 'GET', path: '/system/DictionaryData/{typeId}/Selector/{id}' },
  parentSelectorAll: { method: 'GET', path: '/system/DictionaryData/{typeId}/Selector' },
  selector: { method: 'GET', path: '/system/DictionaryData/{typeId}/Data/Selector' },
  get: { method: 'GET', path: '/system/DictionaryData/{id}/Info' },
  create: { method: 'POST', path: '/system/DictionaryData' },
  update: { method: 'PUT', path: '/system/DictionaryData/{id}' },
  remove: { method: 'DELETE', path: '/system/DictionaryData/{id}' },
  setState: { method: 'PUT', path: '/system/DictionaryData/{id}/Actions/State' },
  export: { method: 'GET', path: '/system/DictionaryData/{id}/Actions/Export' },
  import: { method: 'POST', path: '/system/DictionaryData/Actions/Import', bodyEncoding: 'multipart' },
};

export const dictionaryTypeEndpoints: WebEndpoints<typeof systemDictionary.dictionaryTypeEndpoints> = {
  list: { method: 'GET', path: '/system/DictionaryType' },
  selector: { method: 'GET', path: '/system/DictionaryType/Selector/{id}' },
  selectorAll: { method: 'GET', path: '/system/DictionaryType/Selector' },
  get: { method: 'GET', path: '/system/DictionaryType/{id}' },
  create: { method: 'POST', path: '/system/DictionaryType' },
  update: { method: 'PUT', path: '/system/DictionaryType/{id}' },
  remove: { method: 'DELETE', path: '/system/DictionaryType/{id}' },
};

export const healthEndpoints: WebEndpoints<typeof systemHealth.healthEndpoints> = {
  get: { method: 'GET', path: '/health' },
};

export const interfaceOauthEndpoints: WebEndpoints<typeof systemInterfaceOauth.interfaceOauthEndpoints> = {
  list: { method: 'GET', path: '/system/InterfaceOauth' },
  secret: { method: 'GET', path: '/system/InterfaceOauth/getAppSecret' },
  saveInterfaces: { method: 'POST', path: '/system/InterfaceOauth/saveInterfaceList' },
  interfaces: { method: 'GET', path: '/system/InterfaceOauth/getInterfaceList/{id}' },
  logs: { method: 'GET', path: '/system/InterfaceOauth/dataInterfaceLog/{id}' },
  get: { method: 'GET', path: '/system/InterfaceOauth/{id}' },
  create: { method: 'POST', path: '/system/InterfaceOauth' },
  update: { method: 'PUT', path: '/system/InterfaceOauth/{id}' },
  remove: { method: 'DELETE', path: '/system/InterfaceOauth/{id}' },
  callGet: { method: 'GET', path: '/system/DataInterface/{id}/Actions/Response' },
  callPost: { method: 'POST', path: '/system/DataInterface/{id}/Actions/Response' },
};

export const logEndpoints: WebEndpoints<typeof systemLog.logEndpoints> = {
  list: { method: 'GET', path: '/system/Log' },
  get: { method: 'GET', path: '/system/Log/{id}' },
  export: { method: 'GET', path: '/system/Log/ExportExcel' },
  remove: { method: 'DELETE', path: '/system/Log' },
  clear: { method: 'DELETE', path: '/system/Log/{category}' },
};

export const menuEndpoints: WebEndpoints<typeof systemMenu.menuEndpoints> = {
  list: { method: 'GET', path: '/system/Menu' },
  selector: { method: 'GET', path: '/system/Menu/Selector/{id}' },
  get: { method: 'GET', path: '/system/Menu/{id}' },
  create: { method: 'POST', path: '/system/Menu' },
  update: { method: 'PUT', path: '/system/Menu/{id}' },
  setState: { method: 'PUT', path: '/system/Menu/{id}/Actions/State' },
  remove: { method: 'DELETE', path: '/system/Menu/{id}' },
};

export const moduleButtonEndpoints: WebEndpoints<typeof systemModuleResource.moduleButtonEndpoints> = {
  list: { method: 'GET', path: '/system/ModuleButton/{moduleId}/List' },
  get: { method: 'GET', path: '/system/ModuleButton/{id}' },
  create: { method: 'POST', path: '/system/ModuleButton' },
  update: { method: 'PUT', path: '/system/ModuleButton/{id}' },
  remove: { method: 'DELETE', path: '/system/ModuleButton/{id}' },
};

export const moduleColumnEndpoints: WebEndpoints<typeof systemModuleResource.moduleColumnEndpoints> = {
  list: { method: 'GET', path: '/system/ModuleColumn/{moduleId}/List' },
  get: { method: 'GET', path: '/system/ModuleColumn/{id}' },
  create: { method: 'POST', path: '/system/ModuleColumn' },
  update: { method: 'PUT', path: '/system/ModuleColumn/{id}' },
  remove: { method: 'DELETE', path: '/system/ModuleColumn/{id}' },
};

export const moduleFormEndpoints: WebEndpoints<typeof systemModuleResource.moduleFormEndpoints> = {
  list: { method: 'GET', path: '/system/ModuleForm/{moduleId}/List' },
  get: { method: 'GET', path: '/system/ModuleForm/{id}' },
  create: { method: 'POST', path: '/system/ModuleForm' },
  update: { method: 'PUT', path: '/system/ModuleForm/{id}' },
  remove: { method: 'DELETE', path: '/system/ModuleForm/{id}' },
};

export const moduleSchemeEndpoints: WebEndpoints<typeof systemModuleResource.moduleSchemeEndpoints> = {
  list: { method: 'GET', path: '/system/ModuleDataAuthorizeScheme/{moduleId}/List' },
  get: { method: 'GET', path: '/system/ModuleDataAuthorizeScheme/{id}' },
  create: { method: 'POST', path: '/system/ModuleDataAuthorizeScheme' },
  update: { method: 'PUT', path: '/system/ModuleDataAuthorizeScheme/{id}' },
  remove: { method: 'DELETE', path: '/system/ModuleDataAuthorizeScheme/{id}' },
};

export const scheduleTaskEndpoints: WebEndpoints<typeof systemScheduleTask.scheduleTaskEndpoints> = {
  list: { method: 'GET', path: '/system/System/ScheduleTask' },
  get: { method: 'GET', path: '/system/System/ScheduleTask/Info/{id}' },
  create: { method: 'POST', path: '/system/System/ScheduleTask' },
  update: { method: 'PUT', path: '/system/System/ScheduleTask/{id}' },
  remove: { method: 'DELETE', path: '/system/System/ScheduleTask/{id}' },
  enable: { method: 'PUT', path: '/system/System/ScheduleTask/{id}/Actions/Enable' },
  stop: { method: 'PUT', path: '/system/System/ScheduleTask/{id}/Actions/Stop' },
  run: { method: 'POST', path: '/system/System/ScheduleTask/{id}/Actions/Run' },
  logs: { method: 'GET', path: '/system/System/ScheduleTask/{id}/TaskLog' },
  nextRuns: { method: 'GET', path: '/system/System/ScheduleTask/Actions/NextRuns' },
  tasks: { method: 'GET', path: '/system/System/ScheduleTask/Tasks' },
};

export const scheduleEndpoints: WebEndpoints<typeof systemSchedule.scheduleEndpoints> = {
  list: { method: 'GET', path: '/system/Schedule' },
  detail: { method: 'GET', path: '/system/Schedule/detail' },
  detailWithSlash: { method: 'GET', path: '/system/Schedule/detail/' },
  export: { method: 'GET', path: '/system/Schedule/Actions/Export', isRaw: true },
  get: { method: 'GET', path: '/system/Schedule/{id}' },
  create: { method: 'POST', path: '/system/Schedule' },
  update: { method: 'PUT', path: '/system/Schedule/{id}/{type}' },
  remove: { method: 'DELETE', path: '/system/Schedule/{id}/{type}' },
};

export const sysConfigEndpoints: WebEndpoints<typeof systemSysConfig.sysConfigEndpoints> = {
  get: { method: 'GET', path: '/system/SysConfig' },
  update: { method: 'PUT', path: '/system/SysConfig' },
  testEmail: { method: 'POST', path: '/system/SysConfig/Email/Test' },
  testWeCom: { method: 'POST', path: '/system/SysConfig/{type}/testQyWebChatConnect' },
  testDingTalk: { method: 'POST', path: '/system/SysConfig/testDingTalkConnect' },
  adminList: { method: 'GET', path: '/system/SysConfig/getAdminList' },
  setAdminList: { method: 'PUT', path: '/system/SysConfig/setAdminList' },
  initialPassword: { method: 'GET', path: '/system/SysConfig/InitialPassword' },
  loginBranding: { method: 'GET', path: '/oauth/getLoginConfig' },
};

export const systemMonitorEndpoints: WebEndpoints<typeof systemSystemMonitor.systemMonitorEndpoints> = {
  get: { method: 'GET', path: '/System/Monitor' },
};

export const systemEndpoints: WebEndpoints<typeof systemSystem.systemEndpoints> = {
  list: { method: 'GET', path: '/system/System' },
  get: { method: 'GET', path: '/system/System/{id}' },
  create: { method: 'POST', path: '/system/System' },
  update: { method: 'PUT', path: '/system/System/{id}' },
  remove: { method: 'DELETE', path: '/system/System/{id}' },
};

export const thirdSyncEndpoints: WebEndpoints<typeof systemThirdSync.thirdSyncEndpoints> = {
  totals: { method: 'GET', path: '/system/SynThirdInfo/getSynThirdTotal/{type}' },
  organizeToDingTalk: { method: 'GET', path: '/system/SynThirdInfo/synAllOrganizeSysToDing' },
  userToDingTalk: { method: 'GET', path: '/system/SynThirdInfo/synAllUserSysToDing' },
  organizeToWeCom: { method: 'GET', path: '/system/SynThirdInfo/synAllOrganizeSysToQy' },
  userToWeCom: { method: 'GET', path: '/system/SynThirdInfo/synAllUserSysToQy' },
};

export const translationEndpoints: WebEndpoints<typeof systemTranslation.translationEndpoints> = {
  list: { method: 'GET', path: '/system/Translation' },
  update: { method: 'PUT', path: '/system/Translation/{entity}/{entityId}' },
  export: { method: 'GET', path: '/system/Translation/Actions/Export' },
  import: { method: 'POST', path: '/system/Translation/Actions/Import', bodyEncoding: 'multipart' },
};

export const weChatConfigEndpoints: WebEndpoints<typeof systemWechatConfig.weChatConfigEndpoints> = {
  getMp: { method: 'GET', path: '/WeChat/MPConfig' },
  updateMp: { method: 'PUT', path: '/WeChat/MPConfig' },
  testMp: { method: 'POST', path: '/WeChat/MPConfig/Actions/Test' },
  getQyh: { method: 'GET', path: '/WeChat/QYHConfig' },
  updateQyh: { method: 'PUT', path: '/WeChat/QYHConfig' },
  testQyh: { method: 'POST', path: '/WeChat/QYHConfig/Actions/Test' },
  qyhSyncTotals: { method: 'GET', path: '/WeChat/QYHConfig/SynThirdTotal' },
  qyhSyncOrganizations: { method: 'POST', path: '/WeChat/QYHConfig/Actions/SyncOrganize' },
  qyhSyncUsers: { method: 'POST', path: '/WeChat/QYHConfig/Actions/SyncUser' },
};

export const codeGeneratorEndpoints: WebEndpoints<typeof visualdevCodeGenerator.codeGeneratorEndpoints> = {
  list: { method: 'GET', path: '/visualdev/Generater' },
  areasName: { method: 'GET', path: '/visualdev/Generater/AreasName' },
  codePreview: { method: 'POST', path: '/visualdev/Generater/{id}/Actions/CodePreview' },
  downloadCode: { method: 'POST', path: '/visualdev/Generater/{id}/Actions/DownloadCode' },
};

export const onlineDevImportEndpoints: WebEndpoints<typeof visualdevOnlineDevImport.onlineDevImportEndpoints> = {
  templateDownload: { method: 'GET', path: '/visualdev/OnlineDev/{modelId}/TemplateDownload' },
  importPreview: { method: 'GET', path: '/visualdev/OnlineDev/{modelId}/ImportPreview' },
  importData: { method: 'POST', path: '/visualdev/OnlineDev/{modelId}/ImportData' },
  importExceptionData: { method: 'POST', path: '/visualdev/OnlineDev/{modelId}/ImportExceptionData' },
  template: { method: 'GET', path: '/visualdev/OnlineDev/{modelId}/Template' },
};

export const onlineDevEndpoints: WebEndpoints<typeof visualdevOnlineDev.onlineDevEndpoints> = {
  config: { method: 'GET', path: '/visualdev/OnlineDev/{modelId}/Config' },
  columnData: { method: 'GET', path: '/visualdev/OnlineDev/{modelId}/ColumnData' },
  formData: { method: 'GET', path: '/visualdev/OnlineDev/{modelId}/FormData' },
  appPreview: { method: 'POST', path: '/visualdev/OnlineDev/App/Preview' },
  appPreviewRead: { method: 'GET', path: '/visualdev/Generater/App/{id}/Preview' },
  list: { method: 'POST', path: '/visualdev/OnlineDev/{modelId}/List' },
  listChildren: { method: 'POST', path: '/visualdev/OnlineDev/{modelId}/List/{id}' },
  get: { method: 'GET', path: '/visualdev/OnlineDev/{modelId}/{id}' },
  detail: { method: 'GET', path: '/visualdev/OnlineDev/{modelId}/{id}/DataChange' },
  create: { method: 'POST', path: '/visualdev/OnlineDev/{modelId}' },
  update: { method: 'PUT', path: '/visualdev/OnlineDev/{modelId}/{id}' },
  remove: { method: 'DELETE', path: '/visualdev/OnlineDev/{modelId}/{id}' },
  batchRemove: { method: 'POST', path: '/visualdev/OnlineDev/batchDelete/{modelId}' },
  dictionaryOptions: { method: 'GET', path: '/visualdev/OnlineDev/{modelId}/DictionaryOptions' },
  export: { method: 'POST', path: '/visualdev/OnlineDev/{modelId}/Actions/Export' },
};

export const shortLinkEndpoints: WebEndpoints<typeof visualdevVisualDevShortLink.shortLinkEndpoints> = {
  get: { method: 'GET', path: '/visualdev/ShortLink/{id}' },
  save: { method: 'PUT', path: '/visualdev/ShortLink' },
  getConfig: { method: 'GET', path: '/visualdev/ShortLink/getConfig/{id}' },
  checkPassword: { method: 'POST', path: '/visualdev/ShortLink/checkPwd' },
  config: { method: 'GET', path: '/visualdev/ShortLink/{modelId}/Config' },
  create: { method: 'POST', path: '/visualdev/ShortLink/{modelId}' },
  detail: { method: 'GET', path: '/visualdev/ShortLink/{modelId}/{id}/DataChange' },
  list: { method: 'POST', path: '/visualdev/ShortLink/{modelId}/ListLink' },
  dictionary: { method: 'GET', path: '/visualdev/ShortLink/{modelId}/Field/{field}/Dictionary' },
  interfaceRows: { method: 'POST', path: '/visualdev/ShortLink/{modelId}/Field/{field}/Interface' },
  area: { method: 'GET', path: '/visualdev/ShortLink/{modelId}/Field/{field}/Area/{parentId}' },
  onlineList: { method: 'POST', path: '/visualdev/OnlineDev/{modelId}/ListLink' },
};

export const visualDevEndpoints: WebEndpoints<typeof visualdevVisualDev.visualDevEndpoints> = {
  list: { method: 'GET', path: '/visualdev/Base' },
  selector: { method: 'GET', path: '/visualdev/Base/Selector' },
  moduleBtn: { method: 'GET', path: '/visualdev/Base/ModuleBtn' },
  formDataFields: { method: 'GET', path: '/visualdev/Base/{id}/FormDataFields' },
  fieldDataSelect: { method: 'GET', path: '/visualdev/Base/{id}/FieldDataSelect' },
  get: { method: 'GET', path: '/visualdev/Base/{id}' },
  create: { method: 'POST', path: '/visualdev/Base' },
  update: { method: 'PUT', path: '/visualdev/Base/{id}' },
  remove: { method: 'DELETE', path: '/visualdev/Base/{id}' },
  copy: { method: 'POST', path: '/visualdev/Base/{id}/Actions/Copy' },
  tablesPlan: { method: 'GET', path: '/visualdev/Base/{id}/Actions/CreateTables' },
  createTables: { method: 'POST', path: '/visualdev/Base/{id}/Actions/CreateTables' },
  setState: { method: 'PUT', path: '/visualdev/Base/{id}/Actions/State' },
  release: { method: 'POST', path: '/visualdev/Base/{id}/Actions/Release' },
  rollback: { method: 'GET', path: '/visualdev/Base/{id}/Actions/RollbackTemplate' },
  export: { method: 'POST', path: '/visualdev/OnlineDev/{id}/Actions/ExportData' },
  import: {
    method: 'POST',
    path: '/visualdev/OnlineDev/Model/Actions/ImportData',
    bodyEncoding: 'multipart',
  },
  importFile: { method: 'POST', path: '/visualdev/OnlineDev/Actions/Import', bodyEncoding: 'multipart' },
};
