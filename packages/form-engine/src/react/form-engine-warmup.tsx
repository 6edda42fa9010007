import { useEffect } from 'react';
import { parseFormDesign } from '../schema/parse-design.ts';

/** One field of each common kind, as the original's designer writes them. */
const field = (jnpfKey: string, name: string, extra: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label: name, span: 12, required: true, regList: [] },
  __vModel__: name,
  ...extra,
});
const OPTIONS = [{ fullName: '1', id: '1' }];
const SAMPLE_DESIGN = {
  labelWidth: 100,
  fields: [
    field('input', 'a', { maxlength: 50 }),
    field('inputNumber', 'b', { precision: 2, min: 0 }),
    field('select', 'c', { options: OPTIONS }),
    field('date', 'd', { format: 'yyyy-MM-dd' }),
    field('radio', 'e', { options: OPTIONS }),
    field('textarea', 'f'),
    field('switch', 'g'),
    field('checkbox', 'h', { options: OPTIONS }),
  ],
};

/** Parses the sample design (exported for its test: the sample must stay a valid design). */
export function warmUpFormEngine() {
  return parseFormDesign(SAMPLE_DESIGN);
}

/**
 * Parses a small design while the page is idle: the first design the page loads then meets the schema
 * checks already built and their code warm (a fresh page's first parse costs tens of milliseconds more
 * than the next). Pages that load designs mount it once; it renders nothing.
 */
export function FormEngineWarmup() {
  useEffect(() => {
    const warm = () => warmUpFormEngine();
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(warm, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
