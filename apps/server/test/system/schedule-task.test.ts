import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduleTaskLogs, scheduleTasks } from '../../src/db/schema/index.ts';
import { runDueJobs } from '../../src/modules/system/schedule-task/schedule-task-runner.ts';
import { buildTestApp } from '../build-test-app.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * 系统调度 (system.task): jobs with a cron and a built-in task; start/stop, run now with its run log,
 * the cron preview, and a due run that goes to exactly one of two server processes on one database.
 */

const t = useTestApp();
const admin = useAdminUser(t);
const SWEEP = 'file.sweepStaleUploads';

const content = (cron: string, taskCode = SWEEP) => JSON.stringify({ cron, taskCode });

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call({
    method,
    url: `/api/system/System/ScheduleTask${url}`,
    token: user.token,
    ...(payload ? { payload } : {}),
  });

async function create(fields: Record<string, unknown> = {}): Promise<string> {
  const res = await call(admin, 'POST', '', {
    fullName: '清理上传分片',
    enCode: uniqueCode('job'),
    executeType: '3',
    executeContent: content('0 0 3 * * ?'),
    ...fields,
  });
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}

const jobCount = async () => (await t.ctx.db.select({ id: scheduleTasks.id }).from(scheduleTasks)).length;

describe('scheduled jobs', () => {
  it('creates a job with its next run, reads it back, lists and finds it by keyword', async () => {
    const enCode = uniqueCode('job');
    const id = await create({ enCode, description: '每天三点' });
    const info = (await call(admin, 'GET', `/Info/${id}`)).body.data;
    expect(info).toMatchObject({
      id,
      enCode,
      cron: '0 0 3 * * ?',
      enabledMark: 1,
      runCount: 0,
      lastRunTime: null,
    });
    expect(JSON.parse(info.executeContent)).toEqual({ cron: '0 0 3 * * ?', taskCode: SWEEP });
    const next = new Date(info.nextRunTime);
    expect(next.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect([next.getHours(), next.getMinutes(), next.getSeconds()]).toEqual([3, 0, 0]);
    const list = (await call(admin, 'GET', `?keyword=${enCode}`)).body.data;
    expect(list.list.map((row: { id: string }) => row.id)).toEqual([id]);
    expect(list.pagination.total).toBe(1);
  });

  it('previews the next runs of a cron and lists the built-in tasks', async () => {
    const preview = (await call(admin, 'GET', '/Actions/NextRuns?cron=0%200%2012%20*%20*%20%3F&count=3'))
      .body;
    expect(preview.code).toBe(200);
    expect(preview.data.list).toHaveLength(3);
    expect(preview.data.list[1] - preview.data.list[0]).toBe(24 * 3600_000);
    const tasks = (await call(admin, 'GET', '/Tasks')).body.data.list;
    expect(tasks).toEqual(expect.arrayContaining([{ taskCode: SWEEP }, { taskCode: 'system.sweepLogs' }]));
  });

  it('refuses in Chinese a cron that never fires, a bad cron, an unknown task, an unsupported type and a taken code', async () => {
    const before = await jobCount();
    const never = await call(admin, 'POST', '', {
      fullName: '永不',
      enCode: uniqueCode('job'),
      executeType: '3',
      executeContent: content('0 0 30 2 *'),
    });
    expect(never.body).toMatchObject({ code: 400, msg: 'Cron表达式永远不会触发：0 0 30 2 *' });
    const preview = await call(admin, 'GET', '/Actions/NextRuns?cron=0%200%2030%202%20*');
    expect(preview.body.code).toBe(400);
    const bad = await call(admin, 'POST', '', {
      fullName: '坏',
      enCode: uniqueCode('job'),
      executeType: '3',
      executeContent: content('bad'),
    });
    expect(bad.body.msg).toBe('Cron表达式无效：bad');
    const unknownTask = await call(admin, 'POST', '', {
      fullName: '无任务',
      enCode: uniqueCode('job'),
      executeType: '3',
      executeContent: content('* * * * *', 'nope'),
    });
    expect(unknownTask.body.msg).toBe('内置任务不存在：nope');
    const procedure = await call(admin, 'POST', '', {
      fullName: '存储过程',
      enCode: uniqueCode('job'),
      executeType: '2',
      executeContent: JSON.stringify({ cron: '* * * * *', procedure: 'p' }),
    });
    expect(procedure.body.msg).toBe('暂不支持该任务类型：2');
    const notJson = await call(admin, 'POST', '', {
      fullName: 'x',
      enCode: uniqueCode('job'),
      executeType: '3',
      executeContent: '{cron',
    });
    expect(notJson.body.msg).toBe('执行内容不是有效的JSON或缺少Cron表达式');
    const enCode = uniqueCode('job');
    await create({ enCode });
    const taken = await call(admin, 'POST', '', {
      fullName: '重复',
      enCode,
      executeType: '3',
      executeContent: content('* * * * *'),
    });
    expect(taken.body.msg).toBe(`任务编码已存在：${enCode}`);
    expect(await jobCount()).toBe(before + 1);
  });

  it('runs a job now and writes its run log: start, end, duration, result', async () => {
    const id = await create();
    const ran = await call(admin, 'POST', `/${id}/Actions/Run`);
    expect(ran.body).toMatchObject({
      code: 200,
      msg: '任务已执行',
      data: { runResult: 0, trigger: 'manual' },
    });
    expect(ran.body.data.description).toMatch(/^removed \d+$/);
    const logs = (await call(admin, 'GET', `/${id}/TaskLog`)).body.data;
    expect(logs.pagination.total).toBe(1);
    const [log] = logs.list;
    expect(log.endTime).toBeGreaterThanOrEqual(log.runTime);
    expect(log.duration).toBe(log.endTime - log.runTime);
    const info = (await call(admin, 'GET', `/Info/${id}`)).body.data;
    expect(info).toMatchObject({ runCount: 1, lastRunTime: log.runTime, lastRunResult: 0 });
  });

  it('runs the system log retention sweep as a job', async () => {
    const id = await create({ executeContent: content('0 0 2 * * ?', 'system.sweepLogs') });
    const ran = (await call(admin, 'POST', `/${id}/Actions/Run`)).body.data;
    expect(ran).toMatchObject({ runResult: 0 });
    expect(ran.description).toMatch(/^deleted \d+$/);
  });

  it('logs a failed run with its error when the built-in task is gone', async () => {
    const id = await create();
    await t.ctx.db
      .update(scheduleTasks)
      .set({ executeContent: content('0 0 3 * * ?', 'removed.task') })
      .where(eq(scheduleTasks.id, id));
    const ran = (await call(admin, 'POST', `/${id}/Actions/Run`)).body.data;
    expect(ran).toMatchObject({ runResult: 1, description: 'unknown built-in task removed.task' });
  });

  it('stops and starts a job: a stopped job has no next run and is not run when due', async () => {
    const id = await create({ executeContent: content('* * * * *') });
    const stopped = await call(admin, 'PUT', `/${id}/Actions/Stop`);
    expect(stopped.body).toMatchObject({ code: 200, msg: '任务已停止', data: { enabledMark: 0 } });
    expect((await call(admin, 'GET', `/Info/${id}`)).body.data.nextRunTime).toBeNull();
    t.clock.advance(120_000);
    await runDueJobs(t.ctx);
    const logs = await t.ctx.db.select().from(scheduleTaskLogs).where(eq(scheduleTaskLogs.taskId, id));
    expect(logs).toHaveLength(0);
    const started = await call(admin, 'PUT', `/${id}/Actions/Enable`);
    expect(started.body).toMatchObject({ msg: '任务已启动', data: { enabledMark: 1 } });
    expect((await call(admin, 'GET', `/Info/${id}`)).body.data.nextRunTime).toBeGreaterThan(
      t.clock.now().getTime(),
    );
  });

  it('edits only the fields sent and recomputes the next run; deletes a job with its log', async () => {
    const id = await create();
    await call(admin, 'POST', `/${id}/Actions/Run`);
    const edited = await call(admin, 'PUT', `/${id}`, { executeContent: content('0 30 * * * ?') });
    expect(edited.body.code).toBe(200);
    const info = (await call(admin, 'GET', `/Info/${id}`)).body.data;
    expect(info).toMatchObject({ fullName: '清理上传分片', cron: '0 30 * * * ?' });
    expect(new Date(info.nextRunTime).getMinutes()).toBe(30);
    expect((await call(admin, 'DELETE', `/${id}`)).body.code).toBe(200);
    expect((await call(admin, 'GET', `/Info/${id}`)).body).toMatchObject({ code: 404, msg: '任务不存在' });
    expect(
      await t.ctx.db.select().from(scheduleTaskLogs).where(eq(scheduleTaskLogs.taskId, id)),
    ).toHaveLength(0);
  });

  it('runs a due job exactly once when two server processes share the database', async () => {
    const second = await buildTestApp({}, { database: t.database });
    try {
      const id = await create({ executeContent: content('* * * * *') });
      const due = (await call(admin, 'GET', `/Info/${id}`)).body.data.nextRunTime;
      const past = due - t.clock.now().getTime() + 1000;
      t.clock.advance(past);
      second.clock.advance(past);
      await Promise.all([
        runDueJobs(t.ctx),
        runDueJobs(second.ctx),
        runDueJobs(t.ctx),
        runDueJobs(second.ctx),
      ]);
      const logs = await t.ctx.db.select().from(scheduleTaskLogs).where(eq(scheduleTaskLogs.taskId, id));
      expect(logs.map((log) => log.trigger)).toEqual(['schedule']);
      const info = (await call(admin, 'GET', `/Info/${id}`)).body.data;
      expect(info.runCount).toBe(1);
      expect(info.nextRunTime).toBeGreaterThan(due);
    } finally {
      await second.close();
    }
  });

  it('needs the menu, and the execute button to run now', async () => {
    const id = await create();
    const viewer = await userWithMenu(t, MenuCode.task);
    expect((await call(viewer, 'GET', `/Info/${id}`)).body.code).toBe(200);
    expect((await call(viewer, 'POST', `/${id}/Actions/Run`)).body.code).toBe(401);
    const runner = await userWithMenu(t, MenuCode.task, [ButtonCode.execute]);
    expect((await call(runner, 'POST', `/${id}/Actions/Run`)).body.code).toBe(200);
  });
});
