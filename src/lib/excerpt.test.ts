import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerpt';

describe('excerptParts', () => {
  it('reads Pagefind’s marks as the matched words and everything between as text', () => {
    expect(excerptParts('Moved <mark>six</mark> services to <mark>Kubernetes.</mark>')).toEqual([
      { text: 'Moved ', marked: false },
      { text: 'six', marked: true },
      { text: ' services to ', marked: false },
      { text: 'Kubernetes.', marked: true },
    ]);
  });

  it('turns Pagefind’s escaped < and > back into the characters the page shows, and nothing else', () => {
    expect(excerptParts('a &lt;b&gt; & "c" &amp; &quot;')).toEqual([
      { text: 'a <b> & "c" &amp; &quot;', marked: false },
    ]);
  });

  it('joins words marked one by one, as Pagefind marks a Japanese or Chinese word in parts', () => {
    expect(excerptParts('<mark>東京</mark><mark>都</mark>の地図')).toEqual([
      { text: '東京都', marked: true },
      { text: 'の地図', marked: false },
    ]);
  });

  it('leaves no other tag as markup, however it is written', () => {
    const hostile = '<img src=x onerror=alert(1)><MARK>x</MARK><script>alert(2)</script><mark onclick=y>z';
    expect(excerptParts(hostile)).toEqual([{ text: hostile, marked: false }]);
    // A stray closing mark ends nothing it did not start.
    expect(excerptParts('</mark>a<mark>b')).toEqual([
      { text: 'a', marked: false },
      { text: 'b', marked: true },
    ]);
  });
});
