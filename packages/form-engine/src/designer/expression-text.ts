import type { ExpressionItem } from '../schema/form-schema.ts';

/*
 * The designer edits a calculated field's formula as text (`{price} × {qty}`), which the engine parses
 * with positions a person can count; it stores the original designer's token array, one item per
 * operator, bracket or digit and `{__vModel__, label}` per field, so the original's clients read it.
 */

const REFERENCE = /^\{([^{}]+)\}/;

const isDigits = (item: ExpressionItem | undefined) =>
  item !== undefined && typeof item !== 'object' && /^[\d.]+$/.test(String(item));

/** The text form of a stored expression (either form). */
export function expressionToText(expression: unknown): string {
  if (typeof expression === 'string') return expression;
  if (!Array.isArray(expression)) return '';
  return (expression as ExpressionItem[])
    .map((item, index, items) => {
      const text = typeof item === 'object' ? `{${item.__vModel__}}` : String(item);
      const joinsPrevious = isDigits(item) && isDigits(items[index - 1]);
      return joinsPrevious || index === 0 ? text : ` ${text}`;
    })
    .join('');
}

/**
 * The token array of a formula text: `{name}` becomes a reference labelled by `labelOf`, every other
 * character but spaces an item of its own. Only call it on text the engine parses.
 */
export function textToExpression(text: string, labelOf: (name: string) => string): ExpressionItem[] {
  const items: ExpressionItem[] = [];
  let rest = text;
  while (rest !== '') {
    const reference = REFERENCE.exec(rest);
    if (reference) {
      const name = reference[1].trim();
      items.push({ __vModel__: name, label: labelOf(name) });
      rest = rest.slice(reference[0].length);
      continue;
    }
    const char = rest[0];
    if (char.trim() !== '') items.push(char);
    rest = rest.slice(1);
  }
  return items;
}
