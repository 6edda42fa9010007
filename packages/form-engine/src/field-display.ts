import type { FormField } from './schema/form-schema.ts';

/*
 * How a stored value reads, shared by the widgets' read mode and the lists that show records:
 * dates by the design's format, switches by their design values.
 */

/** The design's date format (Java spelling, e.g. yyyy-MM-dd) in dayjs spelling (YYYY-MM-DD). */
export function dayjsFormat(format: string | null | undefined, fallback: string): string {
  return (format || fallback).replace(/y/g, 'Y').replace(/d/g, 'D');
}

/** The values a switch stores when on and off (1 and 0 unless the design names others). */
export function switchValues(field: FormField): { on: unknown; off: unknown } {
  return {
    on: field['active-value'] ?? field.activeValue ?? 1,
    off: field['inactive-value'] ?? field.inactiveValue ?? 0,
  };
}

export const isSwitchOn = (field: FormField, value: unknown): boolean =>
  String(value) === String(switchValues(field).on);

/** The design's own text for a switch's state (activeTxt/inactiveTxt), if it has one. */
export function switchDesignText(field: FormField, isOn: boolean): string | undefined {
  const text = isOn ? field.activeTxt : field.inactiveTxt;
  return typeof text === 'string' && text ? text : undefined;
}
