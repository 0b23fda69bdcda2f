import { afterEach, describe, expect, it } from 'vitest';
import { isSearchShortcut } from './shortcuts';

const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return isSearchShortcut(event);
};

afterEach(() => document.body.replaceChildren());

describe('the keys that open search', () => {
  it('are / on the page, and Ctrl+K or Cmd+K anywhere', () => {
    expect(press('/')).toBe(true);
    // Shift makes / on many keyboards (German: Shift+7): the character counts, not the key.
    expect(press('/', { shiftKey: true })).toBe(true);
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect(press('K', { metaKey: true, shiftKey: true })).toBe(true);
  });

  it('leave / to a reader typing in a field, an editable text or the search box itself', () => {
    document.body.innerHTML =
      '<input id="i"><textarea id="t"></textarea><div id="e" contenteditable="true"></div><dialog open><button id="b"></button></dialog>';
    for (const id of ['i', 't', 'b']) expect(press('/', {}, document.getElementById(id) as Element), id).toBe(false);
    const editable = document.getElementById('e') as HTMLElement;
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(press('/', {}, editable)).toBe(false);
    expect(press('k', { ctrlKey: true }, document.getElementById('i') as Element)).toBe(true);
  });

  it('are not other keys, K alone, Alt combinations or an input method composing text', () => {
    expect(press('k')).toBe(false);
    expect(press('?')).toBe(false);
    expect(press('/', { ctrlKey: true })).toBe(false);
    expect(press('k', { ctrlKey: true, altKey: true })).toBe(false);
    expect(press('/', { isComposing: true })).toBe(false);
  });
});
