/** A parameterised SQL statement. Build it with the `sql` tag; never concatenate values into text. */
export interface SqlQuery {
  readonly text: string;
  readonly values: readonly unknown[];
  readonly [sqlMarker]: true;
}

const sqlMarker = Symbol('sql');

function isSqlQuery(value: unknown): value is SqlQuery {
  return typeof value === 'object' && value !== null && sqlMarker in value;
}

function build(strings: readonly string[], parts: readonly unknown[]): SqlQuery {
  let text = strings[0];
  const values: unknown[] = [];
  parts.forEach((part, index) => {
    if (isSqlQuery(part)) {
      // Nested fragment: renumber its placeholders after ours.
      const offset = values.length;
      text += part.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
      values.push(...part.values);
    } else {
      values.push(part);
      text += `$${values.length}`;
    }
    text += strings[index + 1];
  });
  return { text, values, [sqlMarker]: true };
}

/** Tagged template: sql`select * from t where id = ${id}` → { text: '... $1', values: [id] }. */
export function sql(strings: TemplateStringsArray, ...parts: unknown[]): SqlQuery {
  return build(strings, parts);
}

/** A trusted SQL identifier or keyword chosen from a fixed list by our code, never user input. */
sql.raw = (text: string): SqlQuery => ({ text, values: [], [sqlMarker]: true });

/** Join fragments with a separator, e.g. sql.join(conditions, ' AND '). */
sql.join = (fragments: readonly SqlQuery[], separator: string): SqlQuery => {
  if (fragments.length === 0) return sql.raw('');
  const strings = ['', ...fragments.slice(1).map(() => separator), ''];
  return build(strings, fragments);
};

/** The empty fragment, for optional conditions. */
sql.empty = sql.raw('');
