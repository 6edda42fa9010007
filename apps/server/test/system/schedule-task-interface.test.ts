import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduleTaskLogs, users } from '../../src/db/schema/index.ts';
import { runDueJobs } from '../../src/modules/system/schedule-task/schedule-task-runner.ts';
import { createUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  createInterface,
  dataInterfaceCall,
  interfaceCategories,
  STATIC_ROWS,
  staticBody,
} from './data-interface-fixtures.ts';

/*
 * 系统调度 jobs of type '1' call a data interface (here a static one) with the job's parameter
 * values, as the user who last saved the job: run now and on schedule, each run logged with its
 * report; a missing, deleted or disabled interface, or a run-as user gone, fails the run clearly.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const jobs = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token = admin.token,
) => t.call({ method, url: `/api/system/System/ScheduleTask${url}`, token, ...(payload ? { payload } : {}) });

const content = (interfaceId: string, cron = '0 0 3 * * ?', value = '2') =>
  JSON.stringify({
    cron,
    interfaceId,
    interfaceName: '城市',
    parameter: [{ field: 'level', fieldName: '级别', dataType: 'int', required: 0, defaultValue: '', value }],
  });

async function staticInterface() {
  const [category] = await interfaceCategories(t);
  return createInterface(t, admin, staticBody(category ?? ''));
}

async function createJob(executeContent: string, token = admin.token): Promise<string> {
  const res = await jobs(
    'POST',
    '',
    { fullName: '调用接口', enCode: uniqueCode('job'), executeType: '1', executeContent },
    token,
  );
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}

const runNow = async (id: string) => (await jobs('POST', `/${id}/Actions/Run`)).body.data;

describe('scheduled jobs that call a data interface', () => {
  it('runs a static interface now and logs the row count and the start of its answer', async () => {
    const iface = await staticInterface();
    const id = await createJob(content(iface.id));
    const info = (await jobs('GET', `/Info/${id}`)).body.data;
    expect(info).toMatchObject({ executeType: '1' });
    expect(JSON.parse(info.executeContent)).toMatchObject({ interfaceId: iface.id, interfaceName: '城市' });
    const ran = await runNow(id);
    expect(ran).toMatchObject({ runResult: 0, trigger: 'manual' });
    expect(ran.description).toContain(`调用成功，返回 ${STATIC_ROWS.length} 行`);
    expect(ran.description).toContain('"fullName":"北京"');
  });

  it('runs it on schedule in exactly one run, logged as scheduled', async () => {
    const iface = await staticInterface();
    const id = await createJob(content(iface.id, '* * * * *'));
    const due = (await jobs('GET', `/Info/${id}`)).body.data.nextRunTime as number;
    t.clock.advance(due - t.clock.now().getTime() + 1000);
    await runDueJobs(t.ctx);
    const logs = await t.ctx.db.select().from(scheduleTaskLogs).where(eq(scheduleTaskLogs.taskId, id));
    expect(logs.map((log) => [log.trigger, log.runResult])).toEqual([['schedule', 0]]);
    expect(logs[0]?.description).toContain('调用成功');
  });

  it('refuses to save a job without an interface or with one that does not exist, nothing written', async () => {
    const none = await jobs('POST', '', {
      fullName: '无接口',
      enCode: uniqueCode('job'),
      executeType: '1',
      executeContent: JSON.stringify({ cron: '* * * * *' }),
    });
    expect(none.body).toMatchObject({ code: 400, msg: '请选择要调用的数据接口' });
    const missing = await jobs('POST', '', {
      fullName: '坏接口',
      enCode: uniqueCode('job'),
      executeType: '1',
      executeContent: content('no-such-interface'),
    });
    expect(missing.body).toMatchObject({ code: 400, msg: '数据接口不存在或已被删除：no-such-interface' });
  });

  it('fails the run clearly when the interface was disabled or deleted', async () => {
    const iface = await staticInterface();
    const id = await createJob(content(iface.id));
    await dataInterfaceCall(t, admin, 'PUT', `/${iface.id}/Actions/State`);
    expect(await runNow(id)).toMatchObject({
      runResult: 1,
      description: `数据接口已禁用：${iface.fullName}`,
    });
    expect((await dataInterfaceCall(t, admin, 'DELETE', `/${iface.id}`)).body.code).toBe(200);
    expect(await runNow(id)).toMatchObject({
      runResult: 1,
      description: `数据接口不存在或已被删除：${iface.id}`,
    });
    expect((await jobs('GET', `/Info/${id}`)).body.data).toMatchObject({ lastRunResult: 1, runCount: 2 });
  });

  it('fails the run clearly when the user it runs as is disabled, and refuses a bad parameter value', async () => {
    const editor = await createUser(t, { isAdministrator: true });
    const iface = await staticInterface();
    const id = await createJob(content(iface.id), editor.token);
    await t.ctx.db.update(users).set({ enabledMark: 0 }).where(eq(users.id, editor.id));
    expect((await runNow(id)).description).toBe('任务的执行人（最后保存任务的用户）不存在或已停用');
    const bad = await createJob(content(iface.id, '0 0 3 * * ?', 'not-a-number'));
    const ran = await runNow(bad);
    expect(ran.runResult).toBe(1);
    expect(ran.description).toContain('level');
  });
});
