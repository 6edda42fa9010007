import type { SourceDialect } from '../../data-source/source-client.ts';

/** A statement with its values: `$n` placeholders on postgres, `?` on mysql, in the order of `values`. */
export interface BoundSql {
  text: string;
  values: unknown[];
}

/** The PostgreSQL type a scalar placeholder is cast to, so functions like concat() know its type. */
export type PgCast = 'text' | 'bigint' | 'numeric' | 'timestamptz';

/**
 * Collects bound values while a statement is written. On postgres a value bound under the same key is
 * reused (`$2` twice); on mysql every `?` is its own value, in text order.
 */
export class SqlBinder {
  readonly values: unknown[];
  private readonly byKey = new Map<string, number>();

  constructor(
    readonly dialect: SourceDialect,
    initial: readonly unknown[] = [],
  ) {
    this.values = [...initial];
  }

  /** A placeholder for one value. */
  scalar(value: unknown, cast: PgCast, key?: string): string {
    if (this.dialect === 'mysql') {
      this.values.push(value);
      return '?';
    }
    return `${this.position(value, key)}::${cast}`;
  }

  /** A text[] array parameter (postgres) or one `?` per item (mysql; `NULL` for an empty list). */
  list(items: readonly string[], key?: string): string {
    if (this.dialect === 'mysql') {
      if (items.length === 0) return 'NULL';
      this.values.push(...items);
      return items.map(() => '?').join(', ');
    }
    return `${this.position([...items], key)}::text[]`;
  }

  private position(value: unknown, key: string | undefined): string {
    const known = key === undefined ? undefined : this.byKey.get(key);
    if (known !== undefined) return `$${known}`;
    this.values.push(value);
    const index = this.values.length;
    if (key !== undefined) this.byKey.set(key, index);
    return `$${index}`;
  }
}

/** A safely quoted identifier: `"a""b"` on postgres, `` `a``b` `` on mysql. */
export function quoteIdentifier(name: string, dialect: SourceDialect): string {
  const quote = dialect === 'mysql' ? '`' : '"';
  return `${quote}${name.split(quote).join(quote + quote)}${quote}`;
}
