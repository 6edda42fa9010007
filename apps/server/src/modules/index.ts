import type { AccessChecks } from '../app-context.ts';
import type { AppConfig } from '../config.ts';
import type { RouteDefinition } from '../http/route.ts';
import { fileRoutes } from './file/file.routes.ts';
import { accountConfigRoutes } from './message/account-config/account-config.routes.ts';
import { chatRoutes } from './message/chat/chat.routes.ts';
import { messageRoutes } from './message/message.routes.ts';
import { messageDataTypeRoutes } from './message/message-data-type.routes.ts';
import { messageTemplateRoutes } from './message/message-template/message-template.routes.ts';
import { messageMonitorRoutes } from './message/monitor/message-monitor.routes.ts';
import { noticeRoutes } from './message/notice/notice.routes.ts';
import { sendConfigRoutes } from './message/send-config/send-config.routes.ts';
import { smsOutboxRoutes } from './message/sms-outbox.routes.ts';
import { wechatBindingRoutes } from './message/wechat-binding/wechat-binding.routes.ts';
import { oauthRoutes, oauthTestHookRoutes } from './oauth/oauth.routes.ts';
import { resolveSession } from './oauth/session.service.ts';
import { authorityRoutes } from './permission/authority/authority.routes.ts';
import { hasPermission, permissionRefusal } from './permission/authority/authority.service.ts';
import { currentUserRoutes } from './permission/current-user/current-user.routes.ts';
import { gradeRoutes } from './permission/grade/grade.routes.ts';
import { groupRoutes } from './permission/group/group.routes.ts';
import { onlineUserRoutes } from './permission/online-user/online-user.routes.ts';
import { organizeRoutes } from './permission/organize/organize.routes.ts';
import { positionRoutes } from './permission/position/position.routes.ts';
import { roleRoutes } from './permission/role/role.routes.ts';
import { userRelationRoutes } from './permission/user-relation/user-relation.routes.ts';
import { usersRoutes } from './permission/users/users.routes.ts';
import { usersPickerRoutes } from './permission/users/users-picker.routes.ts';
import { usersImportRoutes } from './permission/users-import/users-import.routes.ts';
import { areaRoutes } from './system/area/area.routes.ts';
import { billRuleRoutes } from './system/bill-rule/bill-rule.routes.ts';
import { cacheManageRoutes } from './system/cache-manage/cache-manage.routes.ts';
import { commonWordsRoutes } from './system/common-words/common-words.routes.ts';
import { dataBackupRoutes } from './system/data-backup/data-backup.routes.ts';
import { dataInterfaceRoutes } from './system/data-interface/data-interface.routes.ts';
import { dataInterfaceVariateRoutes } from './system/data-interface/data-interface-variate.routes.ts';
import { dataMapRoutes } from './system/data-map/data-map.routes.ts';
import { dataModelRoutes } from './system/data-model/data-model.routes.ts';
import { dataSourceRoutes } from './system/data-source/data-source.routes.ts';
import { dataSyncRoutes } from './system/data-sync/data-sync.routes.ts';
import { dictionaryDataRoutes, dictionaryTypeRoutes } from './system/dictionary/dictionary.routes.ts';
import { healthRoutes } from './system/health/health.routes.ts';
import { interfaceOauthRoutes } from './system/interface-oauth/interface-oauth.routes.ts';
import { logRoutes } from './system/log/log.routes.ts';
import { menuRoutes } from './system/module/menu.routes.ts';
import { moduleResourceRoutes } from './system/module/module-resource.routes.ts';
import { systemRoutes } from './system/module/system.routes.ts';
import { monitorRoutes } from './system/monitor/monitor.routes.ts';
import { scheduleRoutes } from './system/schedule/schedule.routes.ts';
import { scheduleTaskRoutes } from './system/schedule-task/schedule-task.routes.ts';
import { sysConfigRoutes } from './system/sys-config/sys-config.routes.ts';
import { getSysConfig } from './system/sys-config/sys-config.service.ts';
import { thirdSyncRoutes } from './system/third-sync/third-sync.routes.ts';
import { translationRoutes } from './system/translation/translation.routes.ts';
import { weChatConfigRoutes } from './system/wechat-config/wechat-config.routes.ts';
import { visualDevRoutes } from './visualdev/base/visual-dev.routes.ts';
import { codeGeneratorRoutes } from './visualdev/generator/code-generator.routes.ts';
import { onlineDevRoutes } from './visualdev/online-dev/online-dev.routes.ts';
import { onlineDevImportExportRoutes } from './visualdev/online-dev/online-dev-import-export.routes.ts';
import { shortLinkRoutes } from './visualdev/short-link/short-link.routes.ts';

/** Every module's routes, in one explicit list (no autoload): the route table of the product. */
export const allRoutes: RouteDefinition[] = [
  ...healthRoutes,
  ...oauthRoutes,
  ...fileRoutes,
  ...messageRoutes,
  ...noticeRoutes,
  ...chatRoutes,
  ...accountConfigRoutes,
  ...wechatBindingRoutes,
  ...messageTemplateRoutes,
  ...messageMonitorRoutes,
  ...messageDataTypeRoutes,
  ...sendConfigRoutes,
  ...smsOutboxRoutes,
  ...currentUserRoutes,
  ...usersImportRoutes,
  ...authorityRoutes,
  ...onlineUserRoutes,
  ...gradeRoutes,
  ...organizeRoutes,
  ...positionRoutes,
  ...groupRoutes,
  ...roleRoutes,
  ...userRelationRoutes,
  ...usersRoutes,
  ...usersPickerRoutes,
  ...systemRoutes,
  ...menuRoutes,
  ...moduleResourceRoutes,
  ...commonWordsRoutes,
  ...dataBackupRoutes,
  ...dataSourceRoutes,
  ...dataModelRoutes,
  ...dataSyncRoutes,
  ...areaRoutes,
  ...dataMapRoutes,
  ...logRoutes,
  ...sysConfigRoutes,
  ...thirdSyncRoutes,
  ...billRuleRoutes,
  ...dataInterfaceRoutes,
  ...interfaceOauthRoutes,
  ...dataInterfaceVariateRoutes,
  ...dictionaryTypeRoutes,
  ...dictionaryDataRoutes,
  ...translationRoutes,
  ...scheduleRoutes,
  ...scheduleTaskRoutes,
  ...monitorRoutes,
  ...cacheManageRoutes,
  ...weChatConfigRoutes,
  ...visualDevRoutes,
  ...codeGeneratorRoutes,
  ...onlineDevRoutes,
  ...onlineDevImportExportRoutes,
  ...shortLinkRoutes,
];

/**
 * The routes this process serves: every module's, plus the test hooks when TEST_HOOKS=1 (never in
 * production). The route-table test classifies both.
 */
export function routeTable(config: Pick<AppConfig, 'hasTestHooks'>): RouteDefinition[] {
  return config.hasTestHooks ? [...allRoutes, ...oauthTestHookRoutes] : allRoutes;
}

/** What the route guard needs of the modules (the HTTP layer imports no module itself). */
export const accessChecks: AccessChecks = {
  sysConfig: getSysConfig,
  resolveSession,
  hasPermission,
  permissionRefusal,
};
