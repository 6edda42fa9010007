import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../src/http/route.ts';
import { allRoutes } from '../../src/modules/index.ts';

/*
 * Every administrative write (POST, PUT or DELETE behind a menu or button grant) leaves an operation
 * entry saying who changed what, before and after. A route is covered when it declares `audit`, or
 * when its service logs the write itself (the record kit, logImport, the log screen's removal entry)
 * and is listed below with that service, or when it is listed as an exception with its reason.
 * A new administrative write fails this test until one of the three is true.
 */

const MODULES = new URL('../../src/modules/', import.meta.url);
const label = (r: RouteDefinition) => `${r.method} ${r.path}`;

/** The record kit's write a route's kind calls: each one logs the row before and after. */
function kitCallOf(routeLabel: string): RegExp {
  const [method] = routeLabel.split(' ');
  const call = routeLabel.endsWith('/Actions/State')
    ? 'toggleState'
    : { POST: 'create', PUT: 'update', DELETE: 'remove' }[method ?? ''];
  return new RegExp(`(Records|recordsOf\\(\\w*\\))\\.${call}\\(`);
}

type LoggedBy = { file: string; pattern: RegExp };
const throughRecordKit = (file: string, ...labels: string[]): [string, LoggedBy][] =>
  labels.map((l) => [l, { file, pattern: kitCallOf(l) }]);
const loggedBy = (file: string, call: string, ...labels: string[]): [string, LoggedBy][] =>
  labels.map((l) => [l, { file, pattern: new RegExp(`\\b${call}\\(`) }]);
const crud = (base: string, withState = true) => [
  `POST ${base}`,
  `PUT ${base}/:id`,
  `DELETE ${base}/:id`,
  ...(withState ? [`PUT ${base}/:id/Actions/State`] : []),
];

/** Writes whose service logs them: the file (under src/modules) and the logging call it must make. */
const LOGGED_BY_SERVICE = new Map<string, LoggedBy>([
  ...throughRecordKit('message/notice/notice.service.ts', ...crud('/message/Notice', false)),
  ...throughRecordKit('permission/organize/organize.service.ts', ...crud('/permission/Organize')),
  ...throughRecordKit('permission/organize/organize.service.ts', ...crud('/permission/Organize/Department')),
  ...throughRecordKit('permission/position/position.service.ts', ...crud('/permission/Position')),
  ...throughRecordKit('permission/group/group.service.ts', ...crud('/permission/Group', false)),
  ...throughRecordKit('permission/role/role.service.ts', ...crud('/permission/Role')),
  ...throughRecordKit(
    'permission/users/users.service.ts',
    'POST /permission/Users',
    'PUT /permission/Users/:id',
  ),
  ...throughRecordKit('system/common-words/common-words.service.ts', ...crud('/system/CommonWords')),
  ...throughRecordKit('system/data-source/data-source.service.ts', ...crud('/system/DataSource', false)),
  ...throughRecordKit('system/area/area.service.ts', ...crud('/system/Area')),
  ...throughRecordKit('system/bill-rule/bill-rule.service.ts', ...crud('/system/BillRule')),
  ...throughRecordKit('system/data-interface/data-interface.service.ts', ...crud('/system/DataInterface')),
  ...throughRecordKit(
    'system/interface-oauth/interface-oauth.service.ts',
    ...crud('/system/InterfaceOauth', false),
  ),
  // Saving an app's interface list edits the app's record (its interface ids) through the kit.
  ...throughRecordKit(
    'system/interface-oauth/interface-oauth.service.ts',
    'POST /system/InterfaceOauth/saveInterfaceList',
  ),
  ...throughRecordKit(
    'system/dictionary/dictionary-type.service.ts',
    ...crud('/system/DictionaryType', false),
  ),
  ...throughRecordKit('system/dictionary/dictionary-data.service.ts', ...crud('/system/DictionaryData')),
  ...throughRecordKit('visualdev/base/visual-dev.service.ts', ...crud('/visualdev/Base', false)),
  ...throughRecordKit(
    'visualdev/base/visual-dev-release.service.ts',
    'PUT /visualdev/Base/:id/Actions/State',
  ),
  // A copy and an imported design are new designs, created (and logged) by the record kit.
  ...throughRecordKit('visualdev/base/visual-dev.service.ts', 'POST /visualdev/Base/:id/Actions/Copy'),
  ...throughRecordKit(
    'visualdev/base/visual-dev-vdd.service.ts',
    'POST /visualdev/OnlineDev/Model/Actions/ImportData',
    'POST /visualdev/OnlineDev/Actions/Import',
  ),
  // Imports leave one entry each with what they created, updated and skipped.
  ...loggedBy(
    'permission/users-import/users-import.service.ts',
    'logImport',
    'POST /permission/Users/ImportData',
  ),
  ...loggedBy(
    'system/bill-rule/bill-rule-bb.service.ts',
    'logImport',
    'POST /system/BillRule/Actions/Import',
  ),
  ...loggedBy(
    'system/data-interface/data-interface-bd.service.ts',
    'logImport',
    'POST /system/DataInterface/Actions/Import',
  ),
  ...loggedBy(
    'system/dictionary/dictionary-bdd.service.ts',
    'logImport',
    'POST /system/DictionaryData/Actions/Import',
  ),
  ...loggedBy(
    'system/translation/translation.service.ts',
    'logImport',
    'POST /system/Translation/Actions/Import',
  ),
  ...loggedBy(
    'system/data-model/data-model-bdb.service.ts',
    'logImport',
    'POST /system/DataModel/:linkId/Actions/Import',
  ),
  // Deleting log entries leaves an operation entry with the ids or the category and the count.
  ...loggedBy(
    'system/log/log.service.ts',
    'logRemoval',
    'DELETE /system/Log',
    'DELETE /system/Log/:category',
  ),
  // Removing or emptying monitor records leaves an operation entry with the ids and the count.
  ...loggedBy(
    'message/monitor/message-monitor.service.ts',
    'logRemoval',
    'DELETE /message/MessageMonitor/batchRemove',
    'DELETE /message/MessageMonitor/empty',
  ),
]);

const CONNECTION_TEST = 'tests a connection or sends a test message; stores nothing';

/** Administrative POSTs that are not logged, each with its reason. */
const NOT_LOGGED: Record<string, string> = {
  'POST /message/Notice/List': 'a list query (the original posts its filters)',
  'POST /permission/Users/ImportExceptionData': 'builds the file of the rows that failed; writes nothing',
  'POST /permission/Users/ExportExceptionData': 'builds the file of the rows that failed; writes nothing',
  'POST /system/DataModel/:linkId/Table/Actions/Ddl': 'previews the statements of a save; runs nothing',
  'POST /system/DataSync': 'checks a table pair; copies nothing',
  'POST /visualdev/OnlineDev/:id/Actions/ExportData':
    'writes the design into a file to download; changes nothing',
  'POST /visualdev/Generater/:id/Actions/CodePreview': "answers a design's generated code; writes nothing",
  'POST /visualdev/OnlineDev/App/Preview':
    "keeps a design five minutes for the App's preview; changes no record",
  'POST /visualdev/Generater/:id/Actions/DownloadCode':
    "writes a design's generated code into a file to download; changes nothing",
  'POST /system/DataSync/Actions/checkDbLink': 'checks two connections; copies nothing',
  'POST /system/DataSync/Actions/DryRun': 'counts what a copy would do; copies nothing',
  // The answer names no job to log: each table's copy is its own job row (who, when, tables, counts,
  // state, one batch id), which the data sync job list shows.
  'POST /system/DataSync/Actions/batchExecute': 'each copied table is a job row naming who ran it',
  'POST /system/DataSource/Actions/Test': CONNECTION_TEST,
  'POST /system/SysConfig/Email/Test': CONNECTION_TEST,
  'POST /system/SysConfig/:type/testQyWebChatConnect': CONNECTION_TEST,
  'POST /system/SysConfig/testDingTalkConnect': CONNECTION_TEST,
  'POST /WeChat/MPConfig/Actions/Test': CONNECTION_TEST,
  'POST /WeChat/QYHConfig/Actions/Test': CONNECTION_TEST,
  'POST /message/AccountConfig/:action': CONNECTION_TEST,
  'POST /message/SendMessageConfig/getTestConfig/:id': "reads the test screen's rows (the original posts it)",
  'POST /message/SendMessageConfig/testSendConfig':
    'sends test messages; each station message names its sender',
};

const adminWrites = allRoutes.filter((r) => r.method !== 'GET' && r.access.kind === 'permission');

describe('operation log coverage of administrative writes', () => {
  it('logs every administrative write: by its audit, by its service, or listed with a reason', () => {
    const uncovered = adminWrites
      .filter((r) => !r.audit && !LOGGED_BY_SERVICE.has(label(r)) && !(label(r) in NOT_LOGGED))
      .map(label);
    expect(uncovered).toEqual([]);
  });

  it('lists only administrative writes without an audit of their own (no stale or doubled entry)', () => {
    const byLabel = new Map(adminWrites.map((r) => [label(r), r]));
    const listed = [...LOGGED_BY_SERVICE.keys(), ...Object.keys(NOT_LOGGED)];
    expect(listed.filter((l) => !byLabel.has(l))).toEqual([]);
    expect(listed.filter((l) => byLabel.get(l)?.audit)).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('finds the logging call in the service named for each write', () => {
    const missing = [...LOGGED_BY_SERVICE]
      .filter(([, { file, pattern }]) => !pattern.test(readFileSync(new URL(file, MODULES), 'utf8')))
      .map(([l, { file, pattern }]) => `${l}: ${file} has no ${pattern}`);
    expect(missing).toEqual([]);
  });
});
