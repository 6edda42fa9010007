/*
 * Chunk groups for the first screen (budget: login + home ≤ 350 KB gzip).
 *
 * Left alone, route splitting scatters the libraries of the first screen over dozens of small
 * shared chunks (one per combination of lazy importers), and each chunk is compressed on its own:
 * ~5 % more gzip bytes and ~50 requests. The groups below are by package and stage:
 *
 * - framework, antd-core: what the entry and every route need.
 * - antd-form: antd components only the login page (and later forms) need.
 * - antd-shell: antd components the shell and home render.
 *
 * Only modules that the first screen really uses belong in these lists: a group chunk loads as a
 * whole, so a component used only by a lazy page would be fetched with the shell. Check with
 * `npm run bench` after changing them. Everything else (pages, panels, our own modules) keeps the
 * default route splitting. Two things were tried and dropped: grouping by import closure (antd's
 * barrel makes every component part of every closure) and grouping our own modules without their
 * dependencies (rolldown then emitted chunks that ran in the wrong order).
 */

/** React, the router, TanStack Query, i18next and zustand: the entry needs all of them. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/;

/**
 * antd's runtime used by every component: config, theme, CSS-in-JS, motion, popups, message and
 * notification. Of antd/es/app only the style: App itself would bring Modal along (see platform/feedback).
 */
const ANTD_CORE =
  /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\/](util|motion|trigger|portal|resize-observer|tooltip)|stylis|@emotion|clsx|@babel[\\/]runtime|antd[\\/]es[\\/](config-provider|theme|_util|style|message|notification|tooltip|grid|space|button|app[\\/]style))[\\/]/;

/**
 * antd components of the shell and home (navigation menu, dropdowns, badges, cards' contents). They
 * load with the shell, one chunk instead of one per combination of pages that share them.
 */
const ANTD_SHELL =
  /node_modules[\\/](@rc-component[\\/](menu|dropdown|overflow)|antd[\\/]es[\\/](menu|dropdown|badge|avatar|tag|descriptions|float-button|breadcrumb))[\\/]/;

/**
 * antd's form and input, which the login page needs and the shell does not. Not the Input barrel
 * and its TextArea, OTP and Search: the login imports Input and Password directly to skip them.
 */
const ANTD_FORM = /node_modules[\\/](@rc-component[\\/]input|antd[\\/]es[\\/](form|input))[\\/]/;
const INPUT_EXTRAS =
  /antd[\\/]es[\\/]input[\\/](index|TextArea|Search|Group|OTP[\\/]|style[\\/](textarea|otp|search))/;

/** Locales loaded on demand (see app/providers.tsx) must not be pulled into the core chunk. */
const LAZY_LOCALE = /[\\/]zh_TW\.js$/;

export function firstScreenChunkGroups() {
  return [
    { name: 'framework', test: FRAMEWORK, priority: 20 },
    { name: 'antd-core', test: (id: string) => ANTD_CORE.test(id) && !LAZY_LOCALE.test(id), priority: 10 },
    { name: 'antd-shell', test: ANTD_SHELL, priority: 5 },
    { name: 'antd-form', test: (id: string) => ANTD_FORM.test(id) && !INPUT_EXTRAS.test(id), priority: 5 },
  ];
}
