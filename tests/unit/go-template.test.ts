import { describe, expect, it } from 'vitest';
import { parseTemplate, renderTemplate } from '../../supabase/emulator/auth/go-template.ts';
import { emailTemplate } from '../../supabase/emulator/project-config.ts';

// The emulator renders supabase/templates/*.html and config.toml's subjects as GoTrue does, so the
// local inbox shows the emails a hosted project sends from the same files.

const render = (source: string, data: Record<string, unknown>, html = true) => renderTemplate(parseTemplate(source), data, html);
const ARABIC = '{{ if and .Data.locale (eq .Data.locale "ar") }}مرحبا{{ else }}Hello{{ end }}';

describe('Go template subset', () => {
  it('chooses a branch by the user metadata, as Go does: a missing key is empty, and `and` stops at it', () => {
    expect(render(ARABIC, { Data: { locale: 'ar' } })).toBe('مرحبا');
    expect(render(ARABIC, { Data: { locale: 'en' } })).toBe('Hello');
    expect(render(ARABIC, { Data: {} })).toBe('Hello');
    expect(render(ARABIC, {})).toBe('Hello');
    expect(render('{{ if not .A }}none{{ end }}{{ if or .A .B }} some{{ end }}', { B: 1 })).toBe('none some');
    expect(render('{{if .A}}{{if .B}}both{{else}}a{{end}}{{else}}neither{{end}}', { A: true })).toBe('a');
  });

  it('escapes values in a body, and not in a subject line', () => {
    const data = { ConfirmationURL: 'https://x.ae/verify?a=1&b="2"', Email: '<b>me</b>@x.ae' };
    expect(render('<a href="{{ .ConfirmationURL }}">{{ .Email }}</a>', data)).toBe(
      '<a href="https://x.ae/verify?a=1&amp;b=&#34;2&#34;">&lt;b&gt;me&lt;/b&gt;@x.ae</a>',
    );
    expect(render('For {{ .Email }}', data, false)).toBe('For <b>me</b>@x.ae');
  });

  it('refuses what it cannot render, rather than sending it wrong', () => {
    expect(() => parseTemplate('{{ .Token | upper }}')).toThrow(/unexpected "|"/);
    expect(() => parseTemplate('{{ printf "%s" .Token }}')).toThrow(/not supported/);
    expect(() => parseTemplate('{{ if .A }}open')).toThrow(/no \{\{ end \}\}/);
    expect(() => parseTemplate('{{ end }}')).toThrow(/without/);
    expect(() => parseTemplate('{{ else }}')).toThrow(/outside/);
    expect(() => parseTemplate('{{ range .Items }}{{ end }}')).toThrow();
  });

  it("reads the project's templates: each email in English and in Arabic, with the link and the code", () => {
    for (const kind of ['confirmation', 'recovery'] as const) {
      const template = emailTemplate(kind);
      expect(template, kind).not.toBeNull();
      for (const locale of ['en', 'ar']) {
        const data = { ConfirmationURL: 'https://x.ae/auth/v1/verify?token=t', Token: '123456', Data: { locale } };
        const subject = render(template!.subject, data, false);
        const body = render(template!.body, data);
        expect(/[\u0600-\u06FF]/.test(subject), `${kind} ${locale}`).toBe(locale === 'ar');
        expect(body).toContain('href="https://x.ae/auth/v1/verify?token=t"');
        expect(body).toContain('123456');
        expect(body).toContain(locale === 'ar' ? 'dir="rtl" lang="ar"' : 'lang="en"');
      }
    }
  });
});
