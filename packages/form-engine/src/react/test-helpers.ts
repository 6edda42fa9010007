import { fireEvent } from '@testing-library/react';
import { parseFormDesign } from '../schema/parse-design.ts';
import type { JnpfKey } from '../widget-registry.ts';
import { createFakeSources } from './sources.tsx';

type Json = Record<string, unknown>;

/** A design widget: its key, record key and label, with extra top-level and `__config__` props. */
export function widget(
  key: JnpfKey,
  name: string | undefined,
  label: string,
  extra: Json = {},
  config: Json = {},
) {
  return {
    __config__: { jnpfKey: key, label, span: 24, showLabel: true, ...config },
    ...(name === undefined ? {} : { __vModel__: name }),
    ...extra,
  };
}

/** Parses a design made of these widgets and fails loudly when it does not parse. */
export function parsed(fields: Json[], form: Json = {}) {
  const result = parseFormDesign({ labelWidth: 100, gutter: 15, ...form, fields });
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return { design: result.design, model: result.model };
}

export const PAY_OPTIONS = [
  { fullName: '现金', id: '1' },
  { fullName: '转账', id: '2' },
];

export const CATEGORY_OPTIONS = [
  { id: '1', fullName: '办公用品', children: [{ id: '11', fullName: '纸张' }] },
  { id: '2', fullName: '设备' },
];

export const fakeSources = createFakeSources({
  dictionaries: { level: [{ label: 'A级', value: 'a' }] },
  interfaces: {
    cities: (params) => (params.province === 'zj' ? [{ fullName: '杭州', id: 'hz' }] : []),
  },
  names: {
    user: { u1: '张三' },
    organize: { o1: '研发部' },
    position: { p1: '经理' },
  },
});

/**
 * Types into a number box (or any deferred control) as a user does: focusing its face mounts the real
 * control under the same id, which then takes the text.
 */
export function typeInto(face: HTMLElement, text: string): void {
  fireEvent.focus(face);
  const control = document.getElementById(face.id);
  if (!control) throw new Error(`no control for ${face.id}`);
  fireEvent.change(control, { target: { value: text } });
}
