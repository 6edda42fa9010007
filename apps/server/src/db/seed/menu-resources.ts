import { ButtonCode, type ButtonCodeValue } from '@platform/contracts';

/** Display names of the button resources. */
export const BUTTON_LABELS: Record<ButtonCodeValue, string> = {
  btn_add: '新建',
  btn_edit: '编辑',
  btn_remove: '删除',
  btn_detail: '详情',
  btn_export: '导出',
  btn_import: '导入',
  btn_copy: '复制',
  btn_preview: '预览',
  btn_release: '发布',
  btn_download: '下载',
  btn_resetPassword: '重置密码',
  btn_unlock: '解锁',
  btn_state: '启用/禁用',
  btn_authorize: '权限设置',
  btn_forceOffline: '强制下线',
  btn_execute: '执行',
  btn_test: '测试连接',
  btn_audit: '审批',
  btn_transfer: '转办',
};

/** Buttons every list page gets unless it names its own. */
export const DEFAULT_BUTTONS: ButtonCodeValue[] = [
  ButtonCode.add,
  ButtonCode.edit,
  ButtonCode.remove,
  ButtonCode.detail,
];
