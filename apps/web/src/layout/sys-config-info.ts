/** sysConfigInfo arrives as a loose record; these read one field with the type the shell needs. */
export function sysConfigText(info: Record<string, unknown> | undefined, key: string): string {
  const value = info?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function sysConfigNumber(info: Record<string, unknown> | undefined, key: string): number | undefined {
  const value = Number(info?.[key]);
  return info?.[key] === undefined || Number.isNaN(value) ? undefined : value;
}
