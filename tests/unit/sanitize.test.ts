import { describe, expect, it } from 'vitest';
import { toPlainText } from '@/lib/sanitize';

describe('toPlainText', () => {
  it('leaves plain text alone, trimmed', () => {
    expect(toPlainText('  Hello, is the villa still available?  ')).toBe('Hello, is the villa still available?');
    expect(toPlainText('Budget 2-3M AED (flexible) & quick move')).toBe('Budget 2-3M AED (flexible) & quick move');
    expect(toPlainText('5 < 6 and 7 > 3')).toBe('5 < 6 and 7 > 3');
  });

  it('strips tags but keeps their text', () => {
    expect(toPlainText('<b>Corner plot</b> with a <a href="x">garden</a>')).toBe('Corner plot with a garden');
    expect(toPlainText('<p>One</p><br/>Two')).toBe('OneTwo');
    expect(toPlainText('<img src=x onerror=alert(1)>Hi')).toBe('Hi');
  });

  it('drops script and style elements with their contents', () => {
    expect(toPlainText('Hi<script>alert("x")</script> there')).toBe('Hi there');
    expect(toPlainText('<style>body{display:none}</style>Visible')).toBe('Visible');
    expect(toPlainText('<SCRIPT type="text/javascript">steal()</SCRIPT>ok')).toBe('ok');
  });

  it('removes comments and unclosed tags', () => {
    expect(toPlainText('a<!-- hidden -->b')).toBe('ab');
    expect(toPlainText('text <img src=x onerror=alert(1)')).toBe('text');
  });

  it('decodes basic entities, and markup hidden in entities is stripped too', () => {
    expect(toPlainText('Tom &amp; Jerry &quot;quoted&quot; it&#39;s &#x41;')).toBe('Tom & Jerry "quoted" it\'s A');
    expect(toPlainText('&lt;script&gt;alert(1)&lt;/script&gt;safe')).toBe('safe');
    expect(toPlainText('&lt;b&gt;bold&lt;/b&gt;')).toBe('bold');
    expect(toPlainText('&unknown; stays')).toBe('&unknown; stays');
  });

  it('defeats nested tag tricks', () => {
    expect(toPlainText('<scr<script>x</script>ipt>alert(1)</script>')).not.toMatch(/<|script>/i);
  });

  it('drops control characters but keeps newlines and tabs', () => {
    expect(toPlainText('a\u0000b\u0007c\u001bd\u007fe')).toBe('abcde');
    expect(toPlainText('line 1\r\nline 2\rline 3\tend')).toBe('line 1\nline 2\nline 3\tend');
  });

  it('reduces markup-only input to an empty string', () => {
    expect(toPlainText('<b></b>  <i> </i>')).toBe('');
    expect(toPlainText('')).toBe('');
  });
});
