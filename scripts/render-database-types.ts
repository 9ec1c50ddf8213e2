// Renders the Database types from what scripts/read-database-schema.ts read, in the shape
// `supabase gen types typescript` produces (scripts/database-types.ts says where it differs).
import { EXPOSED_SCHEMA } from '../supabase/emulator/rest/catalogue.ts';
import type { ColumnInfo, FunctionInfo, PgType, RelationInfo, SchemaInfo } from './read-database-schema.ts';

const SCHEMA_REF = `Database['${EXPOSED_SCHEMA}']`;
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
const STRING_TYPES = new Set([
  'text', 'varchar', 'bpchar', 'char', 'name', 'citext', 'uuid', 'date', 'time', 'timetz', 'timestamp', 'timestamptz',
  'interval', 'inet', 'cidr', 'macaddr', 'macaddr8', 'bytea', 'bit', 'varbit', 'xml', 'regclass',
]);

function tsType(type: PgType, schema: SchemaInfo): string {
  if (type.element) return `${wrap(tsType(type.element, schema))}[]`;
  if (type.schema === EXPOSED_SCHEMA) {
    if (type.kind === 'e') return `${SCHEMA_REF}['Enums']['${type.name}']`;
    const relation = schema.relations.find((r) => r.name === type.name);
    if (relation) return `${SCHEMA_REF}['${relation.kind === 'view' ? 'Views' : 'Tables'}']['${type.name}']['Row']`;
    if (type.kind === 'c') return `${SCHEMA_REF}['CompositeTypes']['${type.name}']`;
  }
  if (type.name === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(type.name)) return 'number';
  if (STRING_TYPES.has(type.name)) return 'string';
  if (type.name === 'json' || type.name === 'jsonb') return 'Json';
  if (type.name === 'void') return 'undefined';
  if (type.name === 'record') return 'Record<string, unknown>';
  return 'unknown';
}

const wrap = (ts: string) => (ts.includes('|') ? `(${ts})` : ts);
const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));
const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
const nullable = (ts: string) => (ts === 'unknown' || ts === 'undefined' ? ts : `${ts} | null`);

function columnType(column: ColumnInfo, schema: SchemaInfo): string {
  return column.allowed ? column.allowed.map(quote).join(' | ') : tsType(column.type, schema);
}

/** Lines of an object type body at `indent`, or the CLI's empty-record form. */
function block(lines: string[], indent: string): string {
  return lines.length === 0 ? `{\n${indent}  [_ in never]: never;\n${indent}}` : `{\n${lines.join('\n')}\n${indent}}`;
}

function relationBody(relation: RelationInfo, schema: SchemaInfo, indent: string): string {
  const i = `${indent}  `;
  const field = `${i}  `;
  const columns = byName(relation.columns);
  const row = [
    ...columns.map((c) => {
      const ts = columnType(c, schema);
      // A view's columns carry no NOT NULL of their own.
      return `${field}${key(c.name)}: ${c.notNull && relation.kind === 'table' ? ts : nullable(ts)};`;
    }),
    ...byName(relation.computed).map((c) => `${field}${key(c.name)}: ${nullable(tsType(c.type, schema))};`),
  ].sort(byLineName);
  const writable = (forInsert: boolean) =>
    columns.map((c) => {
      if (c.generated || c.identity === 'a' || !c.updatable) return `${field}${key(c.name)}?: never;`;
      const ts = c.notNull && relation.kind === 'table' ? columnType(c, schema) : nullable(columnType(c, schema));
      const optional = !forInsert || !c.notNull || c.hasDefault || c.identity !== '' || c.filledByTrigger || relation.kind === 'view';
      return `${field}${key(c.name)}${optional ? '?' : ''}: ${ts};`;
    });
  const parts = [`${i}Row: {\n${row.join('\n')}\n${i}};`];
  if (relation.insertable) parts.push(`${i}Insert: {\n${writable(true).join('\n')}\n${i}};`);
  if (relation.updatable) parts.push(`${i}Update: {\n${writable(false).join('\n')}\n${i}};`);
  const relationships = schema.relationships.filter((r) => r.from === relation.name).sort((a, b) => (a.name < b.name ? -1 : 1));
  parts.push(
    relationships.length === 0
      ? `${i}Relationships: [];`
      : `${i}Relationships: [\n${relationships
          .map(
            (r) =>
              `${field}{\n${field}  foreignKeyName: ${quote(r.name)};\n${field}  columns: [${r.columns.map(quote).join(', ')}];\n` +
              `${field}  isOneToOne: ${r.isOneToOne};\n${field}  referencedRelation: ${quote(r.to)};\n` +
              `${field}  referencedColumns: [${r.toColumns.map(quote).join(', ')}];\n${field}},`,
          )
          .join('\n')}\n${i}];`,
  );
  return `{\n${parts.join('\n')}\n${indent}}`;
}

function byLineName(a: string, b: string): number {
  const name = (line: string) => line.trim().split(/[?:]/)[0]!;
  return name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0;
}

function functionBody(fn: FunctionInfo, schema: SchemaInfo, indent: string): string {
  const i = `${indent}  `;
  let args: string;
  if (fn.computedOf) {
    // How postgrest-js recognises a computed column (and leaves it out of select('*')).
    const relation = schema.relations.find((r) => r.name === fn.computedOf)!;
    args = `{ '': ${SCHEMA_REF}['${relation.kind === 'view' ? 'Views' : 'Tables'}']['${relation.name}']['Row'] }`;
  } else if (fn.args.length === 0) {
    args = 'never';
  } else {
    args = `{ ${byName(fn.args)
      .map((a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.type, schema)}`)
      .join('; ')} }`;
  }
  let returns: string;
  if (fn.outColumns) {
    const columns = byName(fn.outColumns).map((c) => `${i}  ${key(c.name)}: ${nullable(tsType(c.type, schema))};`);
    returns = `{\n${columns.join('\n')}\n${i}}${fn.returnsSet ? '[]' : ''}`;
  } else {
    const ts = tsType(fn.returns, schema);
    returns = fn.returnsSet ? `${wrap(ts)}[]` : fn.returnsRowOf ? ts : nullable(ts);
  }
  const lines = [`${i}Args: ${args};`, `${i}Returns: ${returns};`];
  if (fn.returnsRowOf) {
    lines.push(
      `${i}SetofOptions: {\n${i}  from: '*';\n${i}  to: ${quote(fn.returnsRowOf)};\n${i}  isOneToOne: ${!fn.returnsSet};\n${i}  isSetofReturn: ${fn.returnsSet};\n${i}};`,
    );
  }
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** The whole file, from the schema. Sorted by name throughout and free of dates, so it only changes with the schema. */
export function renderDatabaseTypes(schema: SchemaInfo): string {
  const s = '    ';
  const entries = (items: { name: string; body: string }[]) => items.map((item) => `${s}  ${key(item.name)}: ${item.body};`);
  const tables = byName(schema.relations.filter((r) => r.kind === 'table')).map((r) => ({ name: r.name, body: relationBody(r, schema, `${s}  `) }));
  const views = byName(schema.relations.filter((r) => r.kind === 'view')).map((r) => ({ name: r.name, body: relationBody(r, schema, `${s}  `) }));
  const functionNames = [...new Set(schema.functions.map((f) => f.name))].sort();
  const functions = functionNames.map((name) => {
    const overloads = schema.functions
      .filter((f) => f.name === name)
      .map((f) => functionBody(f, schema, `${s}  `))
      .sort();
    return { name, body: overloads.join(' | ') };
  });
  const enums = byName(schema.enums).map((e) => ({ name: e.name, body: e.values.map(quote).join(' | ') }));
  const composites = byName(schema.composites).map((c) => ({
    name: c.name,
    body: `{\n${c.attributes.map((a) => `${s}    ${key(a.name)}: ${nullable(tsType(a.type, schema))};`).join('\n')}\n${s}  }`,
  }));

  return `// Generated by \`npm run gen:types\` from supabase/migrations: do not edit by hand.
// A test fails when it is out of date with the migrations (tests/integration/database-types.test.ts).

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // The PostgREST version supabase-js and postgrest-js read for their client options, so a
  // createClient<Database> and a new PostgrestClient<Database> build the same query types.
  __InternalSupabase: {
    PostgrestVersion: '12';
  };
  ${EXPOSED_SCHEMA}: {
    Tables: ${block(entries(tables), s)};
    Views: ${block(entries(views), s)};
    Functions: ${block(entries(functions), s)};
    Enums: ${block(entries(enums), s)};
    CompositeTypes: ${block(entries(composites), s)};
  };
};

type PublicSchema = Database['${EXPOSED_SCHEMA}'];
type Relations = PublicSchema['Tables'] & PublicSchema['Views'];

/** A table's or view's row: \`Tables<'properties'>\`. */
export type Tables<Name extends keyof Relations> = Relations[Name] extends { Row: infer Row } ? Row : never;
/** What an insert into a table takes. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Insert'];
/** What an update of a table takes. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Update'];
/** An enum's values. */
export type Enums<Name extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][Name];
/** A composite type. */
export type CompositeTypes<Name extends keyof PublicSchema['CompositeTypes']> = PublicSchema['CompositeTypes'][Name];
`;
}
