import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeCopy } from './CodeCopy';

// As the build writes two blocks (scripts/content/code-blocks.ts): a slot beside each.
const html =
  '<p>Before.</p><figure class="code-block"><figcaption class="code-title">fit.ts</figcaption><span data-copy=""></span>' +
  '<pre tabindex="0"><code><span class="line">const n = 1;</span>\n<mark class="line">return n;</mark>\n</code></pre></figure>' +
  '<div class="code-block"><span data-copy=""></span><pre tabindex="0"><code><del class="line"><span class="sign">-</span>a</del>\n' +
  '<ins class="line"><span class="sign">+</span>b</ins>\n</code></pre></div>';

function Post({ bodyLanguage = {} }: { bodyLanguage?: { lang?: string; dir?: 'ltr' | 'rtl' } }) {
  const body = useRef<HTMLDivElement>(null);
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed body, as the build writes one */}
      <div ref={body} {...bodyLanguage} dangerouslySetInnerHTML={{ __html: html }} />
      <CodeCopy body={body} html={html} />
    </>
  );
}

describe("a post's code blocks", () => {
  afterEach(() => vi.restoreAllMocks());

  it('offer no copy button in the prerendered page, before the app runs', () => {
    expect(renderToString(<Post />)).not.toMatch(/<button|Copy code/);
  });

  it('each get a Copy code button the keyboard reaches, which copies the block as shown and says so politely', async () => {
    // user-event gives the page its clipboard, which the test then watches.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<Post />);
    const buttons = await screen.findAllByRole('button', { name: 'Copy code' });
    expect(buttons).toHaveLength(2);
    // The first block scrolls and takes the keyboard; its button comes before it.
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('const n = 1;\nreturn n;');
    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('Code copied'));
    expect(buttons[0]).toHaveTextContent('Copied');
    // A diff is copied with its signs.
    await user.click(buttons[1] as HTMLElement);
    expect(writeText).toHaveBeenLastCalledWith('-a\n+b');
  });

  it('select the code for the reader to copy when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<Post />);
    const [button] = await screen.findAllByRole('button', { name: 'Copy code' });
    await user.click(button as HTMLElement);
    await waitFor(() =>
      expect(screen.getAllByRole('status')[0]).toHaveTextContent('Code selected: copy it from the page'),
    );
    expect(window.getSelection()?.toString()).toContain('return n;');
  });

  it("speak the page's language on a post shown in the default language's words", async () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    try {
      render(<Post bodyLanguage={{ lang: 'en', dir: 'ltr' }} />);
      const [button] = await screen.findAllByRole('button', { name: 'Copy code' });
      expect(button).toHaveAttribute('lang', 'ar');
      expect(button).toHaveAttribute('dir', 'rtl');
    } finally {
      document.documentElement.removeAttribute('dir');
      document.documentElement.lang = 'en';
    }
  });
});
