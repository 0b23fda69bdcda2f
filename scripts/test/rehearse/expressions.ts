/**
 * GitHub Actions' expression language, as far as the project's workflows use it: `${{ … }}` with
 * property paths (`github.event.before`, `needs.changes.outputs.content-only`,
 * `steps.pages.outputs.base_path`), string, number and boolean literals, `!`, `==`, `!=`, `&&`,
 * `||`, parentheses and the status functions. Values follow GitHub's rules: a missing property is
 * null (never an error), `==` compares loosely (strings case-insensitively), `&&` and `||` return
 * an operand, and a value substituted into text reads `''` for null.
 */

export type Value = string | number | boolean | null | Value[] | { [key: string]: Value };
export type Context = { [key: string]: Value };
/** What `success()`, `failure()`, `cancelled()` and `always()` answer where they are called. */
export type Status = { success: boolean; failure: boolean; cancelled: boolean };

type Token = { kind: 'op' | 'str' | 'num' | 'word'; text: string };

const TOKEN = /\s*(?:(&&|\|\||==|!=|<=|>=|[!()<>,.[\]])|'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)|([A-Za-z_][\w-]*))/y;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`cannot read the expression at "${source.slice(at)}"`);
    const [, op, str, num, word] = match;
    if (op !== undefined) tokens.push({ kind: 'op', text: op });
    else if (str !== undefined) tokens.push({ kind: 'str', text: str.replace(/''/g, "'") });
    else if (num !== undefined) tokens.push({ kind: 'num', text: num });
    else tokens.push({ kind: 'word', text: word ?? '' });
  }
  return tokens;
}

const truthy = (value: Value | undefined): boolean =>
  !(value === null || value === undefined || value === false || value === 0 || value === '');

/** GitHub's loose equality: numbers and strings compare as numbers, strings case-insensitively. */
function equal(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (a === null || b === null) return a === b;
  if (typeof a === 'object' || typeof b === 'object') return a === b;
  return Number(a) === Number(b);
}

/** Evaluates one expression (the text inside `${{ }}`, or an `if:`) in a context. */
export function evaluate(source: string, context: Context, status?: Status): Value {
  const tokens = tokenize(source);
  let index = 0;
  const peek = () => tokens[index];
  const take = (text?: string): Token => {
    const token = tokens[index];
    if (!token || (text !== undefined && token.text !== text))
      throw new Error(`expected ${text ?? 'more'} in "${source}"`);
    index += 1;
    return token;
  };

  const call = (name: string): Value => {
    take('(');
    take(')');
    const state = status ?? { success: true, failure: false, cancelled: false };
    const answers: Record<string, boolean> = {
      success: state.success,
      failure: state.failure,
      cancelled: state.cancelled,
      always: true,
    };
    if (!(name in answers)) throw new Error(`the function ${name}() is not one the rehearsal knows`);
    return answers[name] ?? false;
  };

  function primary(): Value {
    const token = take();
    if (token.kind === 'str') return token.text;
    if (token.kind === 'num') return Number(token.text);
    if (token.text === '(') {
      const value = or();
      take(')');
      return value;
    }
    if (token.text === '!') return !truthy(primary());
    if (token.kind !== 'word') throw new Error(`unexpected "${token.text}" in "${source}"`);
    if (token.text === 'true' || token.text === 'false') return token.text === 'true';
    if (token.text === 'null') return null;
    if (peek()?.text === '(') return call(token.text);
    let value: Value = context[token.text] ?? null;
    for (let next = peek(); next?.text === '.' || next?.text === '['; next = peek()) {
      take();
      const key = next.text === '.' ? take().text : String(or());
      if (next.text === '[') take(']');
      value = value && typeof value === 'object' && !Array.isArray(value) ? (value[key] ?? null) : null;
    }
    return value;
  }

  function comparison(): Value {
    const left = primary();
    const op = peek();
    if (op?.text !== '==' && op?.text !== '!=') return left;
    take();
    const same = equal(left, primary());
    return op.text === '==' ? same : !same;
  }

  function and(): Value {
    let value = comparison();
    while (peek()?.text === '&&') {
      take();
      const right = comparison();
      value = truthy(value) ? right : value;
    }
    return value;
  }

  function or(): Value {
    let value = and();
    while (peek()?.text === '||') {
      take();
      const right = and();
      value = truthy(value) ? value : right;
    }
    return value;
  }

  const value = or();
  if (index < tokens.length) throw new Error(`unexpected "${tokens[index]?.text}" in "${source}"`);
  return value;
}

/** Whether a job or step runs: its `if:` (with or without `${{ }}`), `success()` when it has none. */
export function runs(condition: string | boolean | undefined, context: Context, status: Status): boolean {
  if (condition === undefined) return status.success;
  if (typeof condition === 'boolean') return condition;
  const source = condition.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  // GitHub adds success() to a condition that calls no status function.
  const checksStatus = /\b(success|failure|cancelled|always)\(\)/.test(source);
  return truthy(evaluate(source, context, status)) && (checksStatus || status.success);
}

/** Text with each `${{ … }}` replaced by its value, as GitHub substitutes before a step runs. */
export function substitute(text: string, context: Context): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, source: string) => {
    const value = evaluate(source, context);
    if (value === null) return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
}
