import { describe, expect, it } from 'vitest';
import { evaluate, runs, substitute } from './expressions';
import { parseOutputFile } from './job';

const github = {
  sha: 'abc123',
  event_name: 'push',
  ref_name: 'main',
  event: { before: '0000', repository: { default_branch: 'main' }, pull_request: null },
};
const needs = {
  changes: { result: 'success', outputs: { 'content-only': 'true' } },
  test: { result: 'skipped', outputs: {} },
};
/** `${{ source }}`, written so that no linter reads it as a template string gone wrong. */
const expression = (source: string) => ['$', `{{ ${source} }}`].join('');
const passed = { success: true, failure: false, cancelled: false };

describe("GitHub's expressions, as the workflows use them", () => {
  it('reads property paths, a missing one as null', () => {
    expect(evaluate('github.event.before', { github })).toBe('0000');
    expect(evaluate('github.event.pull_request.base.sha', { github })).toBeNull();
    expect(evaluate("needs.changes.outputs['content-only']", { needs })).toBe('true');
    expect(evaluate('needs.changes.outputs.content-only', { needs })).toBe('true');
  });

  it('returns an operand from || and &&, as GitHub does', () => {
    expect(evaluate('github.event.pull_request.base.sha || github.event.before', { github })).toBe('0000');
    expect(evaluate("github.sha && 'yes'", { github })).toBe('yes');
    expect(evaluate("'' || null", {})).toBeNull();
  });

  it('compares strings without regard to case, and numbers to strings as numbers', () => {
    expect(evaluate("github.event_name == 'PUSH'", { github })).toBe(true);
    expect(evaluate("'1' == 1", {})).toBe(true);
    expect(evaluate('github.ref_name != github.event.repository.default_branch', { github })).toBe(false);
  });

  it('decides a job from its if and its needs, adding success() when the if names no status', () => {
    const context = { github, needs };
    expect(runs("needs.changes.outputs.content-only == 'true'", context, passed)).toBe(true);
    expect(runs("needs.changes.outputs.content-only == 'true'", context, { ...passed, success: false })).toBe(false);
    const publish = expression("!cancelled() && (needs.test.result == 'success' || needs.test.result == 'skipped')");
    expect(runs(publish, context, { success: false, failure: false, cancelled: false })).toBe(true);
    expect(runs(undefined, context, passed)).toBe(true);
  });

  it('substitutes each expression in a step, null as nothing', () => {
    expect(
      substitute(
        `diff "${expression('github.event.pull_request.base.sha || github.event.before')}" "${expression('github.sha')}"`,
        {
          github,
        },
      ),
    ).toBe('diff "0000" "abc123"');
    expect(substitute(`${expression('steps.pages.outputs.base_path')}/`, { steps: {} })).toBe('/');
  });

  it('refuses what it cannot read rather than guessing', () => {
    expect(() => evaluate('github.sha ===', { github })).toThrow();
    expect(() => evaluate('hashFiles()', {})).toThrow(/hashFiles/);
  });
});

describe("a step's GITHUB_OUTPUT file", () => {
  it('holds name=value lines and multi-line values between a delimiter', () => {
    expect(parseOutputFile('content-only=true\nnotes<<EOF\none\ntwo=2\nEOF\nurl=https://x.test/?a=b\n')).toEqual({
      'content-only': 'true',
      notes: 'one\ntwo=2',
      url: 'https://x.test/?a=b',
    });
  });
});
