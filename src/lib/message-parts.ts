import { createElement, Fragment, type ReactNode } from 'react';

/**
 * `format` (./message.ts) for markup: a value may be an element, e.g. a `<time>`, which keeps its
 * place in the sentence whatever the language's word order.
 */
export function formatParts(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      const value = name !== undefined && Object.hasOwn(values, name) ? values[name] : part;
      return createElement(Fragment, { key: index }, value);
    });
}
