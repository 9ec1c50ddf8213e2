import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shortMessageIds } from '../../scripts/lingui-plugins.ts';
import { ar, en } from './i18n';

// Every message of the catalogues renders with its placeholders filled in, in both languages: an
// ICU quoting slip ("Saved '{name}'") would show the placeholder's name instead. English has no
// catalogue at run time: each message carries its English, compiled by the build as here. The
// Arabic catalogue is keyed by the short ids the build gives the messages (shortMessageIds).

const catalogue = async (locale: string) =>
  (await formatter({ lineNumbers: false }).parse(readFileSync(`src/locales/${locale}/messages.po`, 'utf8'), { locale, sourceLocale: 'en', filename: `${locale}.po` })) as Record<
    string,
    { message?: string; context?: string; translation?: string }
  >;

describe('the message catalogues', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('%s: each message shows the values given for its placeholders', async (locale, i18n) => {
    const entries = Object.entries(await catalogue(locale));
    const shortIds = shortMessageIds();
    expect(entries.length).toBeGreaterThan(100);
    for (const [key, entry] of entries) {
      const source = entry.message ?? key;
      // {name} shows a value; {name, plural, ...} chooses a branch by it.
      const placeholders = [...source.matchAll(/\{(\w+)\s*([},])/g)].map((m) => ({ name: m[1], shown: m[2] === '}' }));
      const values = Object.fromEntries(placeholders.map(({ name, shown }, i) => [name, shown ? `V${i}` : 2]));
      const id = shortIds.get(generateMessageId(source, entry.context));
      expect(id, source).toBeDefined();
      const rendered = locale === 'en' ? i18n._({ id: id!, message: compileMessage(source) as unknown as string, values }) : i18n._(id!, values);
      // A plural's or a select's branches may leave a value out ('غرفتا نوم' says two rooms without the
      // 2; الربع الرابع names the quarter in words); elsewhere each value is shown.
      const branching = placeholders.some((placeholder) => !placeholder.shown) || /\{\w+,\s*(plural|select|selectordinal)\b/.test(entry.translation ?? '');
      if (!branching) for (const { name } of placeholders) expect(rendered, `${locale}: ${source}`).toContain(values[name]);
      expect(rendered, `${locale}: ${source}`).not.toMatch(/\{\w+\}/);
    }
  });
});
