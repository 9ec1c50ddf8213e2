import type { MessageDescriptor } from '@lingui/core';
import { transformSync } from '@babel/core';
import { describe, expect, it } from 'vitest';
import { compileInlineMessages, shortMessageIds } from '../../scripts/lingui-plugins.ts';
import { ar, en } from './i18n';

// The build keeps each message's English in the code, compiled (scripts/lingui-plugins.ts): English
// pages load no catalogue, so what this plugin writes is what an English page shows.

const build = (source: string, ids?: Map<string, string>) =>
  transformSync(source, {
    filename: 'page.tsx',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], compileInlineMessages(ids)],
  })?.code ?? '';

describe('English compiled inline', () => {
  it("compiles the macros' messages, placeholders and plurals as a catalogue would", () => {
    const code = build(`
      import { msg, plural } from '@lingui/core/macro';
      import { Trans } from '@lingui/react/macro';
      export const saved = msg\`Saved \${name}\`;
      export const rooms = (count) => msg\`\${plural(count, { one: '# bedroom', other: '# bedrooms' })}\`;
      export const hello = <Trans>Hello {name}</Trans>;
    `);
    expect(code).toContain('message: ["Saved ", ["name"]]');
    expect(code).toMatch(/message: \[\["count", "plural", \{[\s\S]*?one: \["#", " bedroom"\],\s*other: \["#", " bedrooms"\]/);
    expect(code).toContain('message: ["Hello ", ["name"]]');
    expect(code).not.toMatch(/message: "/);
  });

  it('leaves any other object alone, and what it writes renders with no catalogue', () => {
    const code = build(`
      import { msg } from '@lingui/core/macro';
      export const toast = { id: 'saved', message: 'Saved {name}' };
      export const descriptor = msg\`Saved \${name}\`;
    `);
    expect(code).toContain(`message: 'Saved {name}'`);
    const descriptor = /descriptor =\s*\/\*i18n\*\/\s*(\{[\s\S]*?\n\});/.exec(code)?.[1] ?? '';
    const evaluated = new Function('name', `return (${descriptor});`)('Villa') as MessageDescriptor;
    expect(en._(evaluated)).toBe('Saved Villa');
  });

  it("gives each message the catalogue's short id, which the Arabic catalogue is keyed by", () => {
    const ids = shortMessageIds();
    expect(ids.size).toBeGreaterThan(1000);
    // One to two characters each, none the same.
    expect([...ids.values()].every((id) => /^[0-9a-z]{1,2}$/.test(id))).toBe(true);
    expect(new Set(ids.values()).size).toBe(ids.size);
    const code = build(`import { msg } from '@lingui/core/macro';\nexport const label = msg\`Sign in\`;\nexport const fresh = msg\`Not in any catalogue yet\`;`, ids);
    const evaluate = (name: string) => new Function(`return (${new RegExp(`${name} =\\s*\\/\\*i18n\\*\\/\\s*(\\{[\\s\\S]*?\\n\\});`).exec(code)?.[1]});`)() as MessageDescriptor;
    const label = evaluate('label');
    expect(label.id).toMatch(/^[0-9a-z]{1,2}$/);
    // The Arabic catalogue (compiled by the same plugins in this test run) has it by that id.
    expect(ar._(label)).toBe('تسجيل الدخول');
    expect(en._(label)).toBe('Sign in');
    // A message not extracted yet keeps Lingui's own id, and shows in English.
    const fresh = evaluate('fresh');
    expect(fresh.id).toHaveLength(6);
    expect(ar._(fresh)).toBe('Not in any catalogue yet');
  });
});
