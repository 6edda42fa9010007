import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { coldLoadBench, writeColdLoadSection } from './cold-load-bench.mjs';
import { dataInterfaceBench, writeDataInterfaceSection } from './data-interface-bench.mjs';
import { formRenderBench, writeFormRenderSection } from './form-render-bench.mjs';
import { hostileFilesBench, writeHostileSection } from './hostile-files-bench.mjs';
import { login, measureCurrentUser, measureGet, measureLogin } from './http-bench.mjs';
import { measureInitialJs } from './js-bench.mjs';
import { measureLoginEnumeration } from './login-enumeration-bench.mjs';
import { onlineListBench, writeOnlineListSection } from './online-list-bench.mjs';
import { seedPermissionBenchData } from './permission-data.mjs';
import { writeReport } from './report.mjs';
import { scopedListBench, writeScopedListSection } from './scoped-list-bench.mjs';
import { INITIAL_PASSWORD, md5, PASSWORD, preparedDataDir, startServer } from './server-process.mjs';
import { socketBench, writeSocketSection } from './socket-bench.mjs';
import { systemAdminBench, writeSystemAdminSection } from './system-admin-bench.mjs';
import { uploadBench, writeUploadSection } from './upload-bench.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
async function foundationBench() {
  const dataDir = await preparedDataDir(3391);
  // The login enumeration bench sends each attempt from its own address (X-Forwarded-For).
  const server = await startServer({
    port: 3391,
    dataDir,
    adminPassword: INITIAL_PASSWORD,
    env: { TRUST_PROXY: '1' },
  });
  try {
    const loginTimes = await measureLogin(server.base, 'admin', md5(PASSWORD));
    const loginEnumeration = await measureLoginEnumeration(server.base);
    const currentUser = await measureCurrentUser(server.base, loginTimes.token);
    const js = await measureInitialJs(server.base, 'admin', PASSWORD);
    return { login: { ...loginTimes, token: undefined }, loginEnumeration, currentUser, js };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Issue 3: 100,000 users in 500 organizations, 1,000 menus, 20 roles. */
async function permissionBench() {
  const dataDir = await preparedDataDir(3392);
  const seedStart = performance.now();
  await seedPermissionBenchData(dataDir);
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
  const server = await startServer({ port: 3392, dataDir, adminPassword: INITIAL_PASSWORD });
  try {
    const admin = await login(server.base, 'admin', md5(PASSWORD));
    const member = await login(server.base, 'bench_member', md5(PASSWORD));
    const search = '/api/permission/Users?currentPage=1&pageSize=20&keyword=';
    // A surname + given name (about 450 matches) and a partial account number (11 matches).
    const byName = encodeURIComponent('张伟');
    const byAccount = '04567';
    return {
      seedSeconds,
      userSearchAdminName: await measureGet(server.base, `${search}${byName}`, admin),
      userSearchAdminAccount: await measureGet(server.base, `${search}${byAccount}`, admin),
      userSearchMemberName: await measureGet(server.base, `${search}${byName}`, member),
      userFirstPageAdmin: await measureGet(server.base, `${search}`, admin),
      userFirstPageMember: await measureGet(server.base, `${search}`, member),
      userDepartmentAdmin: await measureGet(server.base, `${search}&organizeId=bdp7`, admin),
      currentUserMember: await measureGet(server.base, '/api/oauth/CurrentUser', member),
      currentUserAdmin: await measureGet(server.base, '/api/oauth/CurrentUser', admin),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureBuild();
const results = {
  ...(await foundationBench()),
  permission: await permissionBench(),
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  node: process.version,
};
console.log(JSON.stringify(results, null, 2));
writeReport(path.join(root, 'bench/README.md'), results);
// Issue 8: hostile spreadsheets, on a server of their own; their section is added after the report.
writeHostileSection(path.join(root, 'bench/README.md'), await hostileFilesBench());
// Cold loads of /login and /permission/user in Chromium, on a server of their own; a section of their own.
const coldLoad = await coldLoadBench();
console.log(JSON.stringify({ coldLoad }, null, 2));
writeColdLoadSection(path.join(root, 'bench/README.md'), coldLoad);
// Issue 9: a restricted administrator's lists against the administrator's, embedded and on PostgreSQL.
const scopedLists = await scopedListBench();
console.log(JSON.stringify({ scopedLists }, null, 2));
writeScopedListSection(path.join(root, 'bench/README.md'), scopedLists);
// Issue 11: dictionaries and document numbers under load, on a server of their own.
const systemAdmin = await systemAdminBench();
console.log(JSON.stringify({ systemAdmin }, null, 2));
writeSystemAdminSection(path.join(root, 'bench/README.md'), systemAdmin);
// Issue 14: 5,000 message sockets: memory per socket, a broadcast to all, chat round trips.
const sockets = await socketBench();
console.log(JSON.stringify({ sockets }, null, 2));
writeSocketSection(path.join(root, 'bench/README.md'), sockets);
// Issue 12: a SQL data interface's List over a million rows on PostgreSQL (skipped without PostgreSQL).
const dataInterfaces = await dataInterfaceBench();
console.log(JSON.stringify({ dataInterfaces }, null, 2));
writeDataInterfaceSection(path.join(root, 'bench/README.md'), dataInterfaces);
// Issue 13: an online list over a million rows and a save with a 100-row sub-table, on PostgreSQL.
const onlineLists = await onlineListBench();
console.log(JSON.stringify({ onlineLists }, null, 2));
writeOnlineListSection(path.join(root, 'bench/README.md'), onlineLists);
// Issue 10: a 200-field form and a 1,000-row sub-table rendered on /previewModel in Chromium.
const formRender = await formRenderBench();
console.log(JSON.stringify({ formRender }, null, 2));
writeFormRenderSection(path.join(root, 'bench/README.md'), formRender);

// Issue 10: a 1 GB file through the chunked upload against one plain PUT, on a server of its own.
const uploads = await uploadBench();
console.log(JSON.stringify({ uploads }, null, 2));
writeUploadSection(path.join(root, 'bench/README.md'), uploads);
