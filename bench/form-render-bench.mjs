// Issue 10: how long the form renderer takes to show a large design on /previewModel, in Chromium.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { launchChromium, onSignedInServer, percentile, replaceReadmeSection } from './bench-kit.mjs';

/** Measured runs per design, after one discarded warm-up run. */
const RUNS = 10;
const SECTION = '## Form rendering';
/** The web's token key in local storage and its cookie (apps/web/src/platform/storage/local-store.ts). */
const TOKEN_KEY = 'sme_platform_token';
/** Largest acceptable median render of the 200-field form. */
const TARGET_200_FIELDS_MS = 150;

const OPTIONS = [
  { fullName: '选项一', id: '1' },
  { fullName: '选项二', id: '2' },
  { fullName: '选项三', id: '3' },
];

/** Design widgets as the original designer saves them. */
const widget = (key, name, label, extra = {}, config = {}) => ({
  __config__: { jnpfKey: key, label, span: 12, showLabel: true, ...config },
  __vModel__: name,
  ...extra,
});

/** The kinds of field a long form mixes, in turn; the last field is always a text input. */
const FIELD_KINDS = [
  (name, label) => widget('input', name, label, { maxlength: 50 }, { required: true }),
  (name, label) => widget('inputNumber', name, label, { precision: 2, min: 0 }),
  (name, label) => widget('select', name, label, { options: OPTIONS }),
  (name, label) => widget('date', name, label, { format: 'yyyy-MM-dd' }),
  (name, label) => widget('radio', name, label, { options: OPTIONS }),
  (name, label) => widget('textarea', name, label, {}, { span: 24 }),
  (name, label) => widget('switch', name, label),
  (name, label) => widget('checkbox', name, label, { options: OPTIONS }),
];

/** A form of `count` fields of the common kinds, two to a line. */
export function longFormDesign(count = 200) {
  const fields = Array.from({ length: count }, (_, index) => {
    const name = `f${String(index + 1).padStart(3, '0')}`;
    const kind = index === count - 1 ? FIELD_KINDS[0] : FIELD_KINDS[index % FIELD_KINDS.length];
    return kind(name, `字段${index + 1}`);
  });
  return { labelWidth: 100, gutter: 15, fields };
}

/** A sub-table of `count` rows (its design default): text, number, choice, price, a calculated amount. */
export function bigSubTableDesign(count = 1000) {
  const rows = Array.from({ length: count }, (_, index) => ({
    name: `物品${index + 1}`,
    qty: (index % 9) + 1,
    pay: OPTIONS[index % 3].id,
    price: 12.5,
  }));
  const table = widget(
    'table',
    'items',
    '采购明细',
    { showSummary: true, summaryField: ['qty', 'amount'], thousands: true },
    {
      span: 24,
      defaultValue: rows,
      children: [
        widget('input', 'name', '品名', {}, { required: true }),
        widget('inputNumber', 'qty', '数量', { min: 0 }),
        widget('select', 'pay', '方式', { options: OPTIONS }),
        widget('inputNumber', 'price', '单价', { precision: 2 }),
        widget('calculate', 'amount', '金额', { expression: '{items.qty} × {items.price}', precision: 2 }),
      ],
    },
  );
  const total = widget(
    'calculate',
    'total',
    '总金额',
    { expression: '{items.amount}', precision: 2 },
    { span: 24 },
  );
  return { labelWidth: 100, gutter: 15, fields: [table, total] };
}

const DESIGNS = [
  { name: '200 fields', design: () => longFormDesign(200), shown: '[id$="-f200"]', typed: '[id$="-f001"]' },
  {
    name: 'sub-table, 1,000 rows',
    design: () => bigSubTableDesign(1000),
    shown: '.form-engine-sub-table-summary',
    typed: '[id$="-items-0-name"]',
  },
];

/**
 * In the page: clicks 加载 and resolves with the time from the click to the first animation frame after
 * the watched element is laid out (design parsed, form rendered, styles applied).
 */
function loadAndWait(selector) {
  return new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll('button')].find(
      (el) => el.textContent.replace(/\s/g, '') === '加载',
    );
    if (!button) return reject(new Error('no load button'));
    const start = performance.now();
    button.click();
    const tick = () => {
      const el = document.querySelector(selector);
      if (el && el.getBoundingClientRect().height > 0) {
        requestAnimationFrame(() => resolve(performance.now() - start));
      } else if (performance.now() - start < 30_000) requestAnimationFrame(tick);
      else reject(new Error(`${selector} never showed`));
    };
    requestAnimationFrame(tick);
  });
}

/** In the page: types one character into a text field and resolves with the time to the next frame. */
function typeAndWait(selector) {
  return new Promise((resolve) => {
    const input = document.querySelector(selector);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const start = performance.now();
    setValue.call(input, `${input.value}x`);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    requestAnimationFrame(() => resolve(performance.now() - start));
  });
}

async function run(browser, base, token, entry, json) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
    await context.addCookies([{ name: TOKEN_KEY, value: encodeURIComponent(token), url: base }]);
    const tab = await context.newPage();
    await tab.goto(`${base}/previewModel`);
    const source = tab.getByLabel('表单设计 JSON');
    await source.fill(json, { timeout: 30_000 });
    const renderMs = await tab.evaluate(loadAndWait, entry.shown);
    const typeMs = await tab.evaluate(typeAndWait, entry.typed);
    return { renderMs, typeMs };
  } finally {
    await context.close();
  }
}

/** Each design, RUNS times in a fresh browser context, after one warm-up run. */
export async function measureFormRender(base, token) {
  const browser = await launchChromium();
  try {
    const results = [];
    for (const entry of DESIGNS) {
      const json = JSON.stringify(entry.design());
      await run(browser, base, token, entry, json);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await run(browser, base, token, entry, json));
      const values = (key) => runs.map((r) => r[key]);
      const stat = (key) => ({
        p50: round(percentile(values(key), 50)),
        p95: round(percentile(values(key), 95)),
      });
      results.push({
        name: entry.name,
        kb: round(json.length / 1024),
        runs: RUNS,
        renderMs: stat('renderMs'),
        typeMs: stat('typeMs'),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** A fresh data dir, the admin signed in once, both designs measured on /previewModel. */
export function formRenderBench(port = 3397) {
  return onSignedInServer({ port, prefix: 'bench-form-' }, async (base, token) => ({
    designs: await measureFormRender(base, token),
  }));
}

function table(r) {
  const rows = r.designs.map((d) => {
    const target =
      d.name === '200 fields'
        ? ` (target ≤ ${TARGET_200_FIELDS_MS} ms: ${d.renderMs.p50 <= TARGET_200_FIELDS_MS ? 'met' : 'missed'})`
        : '';
    return `| ${d.name} | ${d.kb} KB | ${d.renderMs.p50} / ${d.renderMs.p95} ms${target} | ${d.typeMs.p50} / ${d.typeMs.p95} ms |`;
  });
  return `| Design | JSON | Load to shown, p50 / p95 | One keystroke to next frame, p50 / p95 |
|---|---|---|---|
${rows.join('\n')}`;
}

export function writeFormRenderSection(file, r) {
  const text = `${SECTION}

The form renderer (\`@platform/form-engine/react\`) on the built app's /previewModel page in Chromium
(headless, /usr/bin/chromium through playwright-core), signed in as the administrator, a fresh browser
context per run. The design JSON is pasted into the page's source box; the time runs on the page's
clock from the click on 加载 (parse, then render) to the first animation frame after the form's last
part is laid out: the 200th field of a 200-field form (text, number, select, date, radio, textarea,
switch and checkbox fields in turn, two to a line), or the summary row of a sub-table holding 1,000 rows
(text, number, select, price and a calculated amount; the body renders only the rows in view). The
keystroke is one character typed into the first text field (the first row's cell in the sub-table), up
to the next frame. ${r.designs[0]?.runs ?? RUNS} measured runs per design after one warm-up run; alone:
\`node bench/form-render-bench.mjs\`.

Machine: ${r.cpus} × ${r.cpuModel}, Node ${r.node}, ${r.date.slice(0, 10)}; 1-minute load average
${r.loadBefore} before and ${r.loadAfter} after.

${table(r)}
`;
  replaceReadmeSection(file, SECTION, text);
}

const round = (n) => Math.round(n * 10) / 10;

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
  const result = await formRenderBench();
  console.log(JSON.stringify(result, null, 2));
  console.log(table(result));
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  writeFormRenderSection(path.join(root, 'bench/README.md'), result);
}
