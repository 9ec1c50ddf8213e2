// Writes the app's `Database` type from the migrated schema, in the shape `supabase gen types
// typescript` produces (Tables with Row/Insert/Update/Relationships, Views, Functions, Enums,
// CompositeTypes, and the Tables<> helpers), without the Supabase CLI, which needs Docker.
// The schema comes from a fresh PGlite brought up by the emulator's own setup, and what is
// exposed (relations, foreign keys, computed columns) from the emulator's schema cache, so the
// types describe exactly what its REST layer serves.
//
// Three choices differ from the CLI, each towards what the database guarantees:
// - a text column whose CHECK is `column in ('a', 'b')` is typed 'a' | 'b' (the CLI says string),
//   so the app's lists of statuses and types are checked against the migrations';
// - function results and computed columns are `| null` (Postgres cannot declare them not null);
// - a NOT NULL column without a default is optional in Insert when a BEFORE INSERT trigger fills it:
//   the table has one, and neither anon nor authenticated may insert that column themselves
//   (messages.recipient_id is the listing's owner, whatever the client sends).
import { openDb, type Db } from '../supabase/emulator/db.ts';
import { EXPOSED_SCHEMA, loadCatalogue, type Catalogue } from '../supabase/emulator/rest/catalogue.ts';
import { setupDatabase } from '../supabase/emulator/setup.ts';

/** A type as the catalogue names it, resolved far enough to map to TypeScript. */
interface PgType {
  name: string;
  schema: string;
  /** b base, e enum, c composite, d domain, p pseudo */
  kind: string;
  /** The element's type for an array type. */
  element: PgType | null;
}

interface ColumnInfo {
  name: string;
  type: PgType;
  notNull: boolean;
  hasDefault: boolean;
  /** 'a' generated always as identity, 'd' by default, '' none. */
  identity: string;
  generated: boolean;
  updatable: boolean;
  /** Set by a BEFORE INSERT trigger, as far as the API roles are concerned (see the header). */
  filledByTrigger: boolean;
  /** The values a CHECK (column in (...)) allows, when it has one. */
  allowed: string[] | null;
}

interface RelationInfo {
  name: string;
  kind: 'table' | 'view';
  /** Views: whether Postgres can insert into and update them itself. */
  insertable: boolean;
  updatable: boolean;
  columns: ColumnInfo[];
  /** Computed columns (functions of the row), name to return type. */
  computed: { name: string; type: PgType }[];
}

interface RelationshipInfo {
  name: string;
  from: string;
  columns: string[];
  isOneToOne: boolean;
  to: string;
  toColumns: string[];
}

interface FunctionInfo {
  name: string;
  args: { name: string; type: PgType; hasDefault: boolean }[];
  returns: PgType;
  returnsSet: boolean;
  /** RETURNS TABLE / OUT parameters: the result's columns. */
  outColumns: { name: string; type: PgType }[] | null;
  /** The relation whose row type it returns, if any. */
  returnsRowOf: string | null;
  /** The relation whose row it takes as its only argument (a computed column), if any. */
  computedOf: string | null;
}

export interface SchemaInfo {
  relations: RelationInfo[];
  relationships: RelationshipInfo[];
  functions: FunctionInfo[];
  enums: { name: string; values: string[] }[];
  composites: { name: string; attributes: { name: string; type: PgType }[] }[];
}

// A type's name, schema and kind, and its element's for arrays, as JSON so one query answers it.
const TYPE_JSON = (oid: string) => `(
  select json_build_object('name', ty.typname, 'schema', tyn.nspname, 'kind', ty.typtype::text,
         'element', case when ty.typcategory = 'A' and ty.typelem <> 0 then (
           select json_build_object('name', el.typname, 'schema', eln.nspname, 'kind', el.typtype::text, 'element', null)
             from pg_type el join pg_namespace eln on eln.oid = el.typnamespace where el.oid = ty.typelem) end)
    from pg_type ty join pg_namespace tyn on tyn.oid = ty.typnamespace where ty.oid = ${oid})`;

/** What the types need beyond the emulator's schema cache: nullability, defaults, result columns, enums. */
export async function readSchema(db: Db): Promise<SchemaInfo> {
  const catalogue: Catalogue = await loadCatalogue(db);

  const columns = await db.query<{
    rel: string;
    col: string;
    type: PgType;
    not_null: boolean;
    has_default: boolean;
    identity: string;
    generated: boolean;
    updatable: boolean;
    rel_updatable: number;
    filled_by_trigger: boolean;
  }>(
    `select c.relname as rel, a.attname as col, ${TYPE_JSON('a.atttypid')} as type,
            a.attnotnull as not_null, a.atthasdef as has_default, a.attidentity::text as identity,
            a.attgenerated::text <> '' as generated,
            (pg_column_is_updatable(c.oid, a.attnum, false)) as updatable,
            pg_relation_is_updatable(c.oid, false) as rel_updatable,
            (c.relkind in ('r', 'p')
              and not has_column_privilege('anon', c.oid, a.attname, 'INSERT')
              and not has_column_privilege('authenticated', c.oid, a.attname, 'INSERT')
              -- tgtype bits: 1 row, 2 before, 4 insert
              and exists (select 1 from pg_trigger tg where tg.tgrelid = c.oid and not tg.tgisinternal and tg.tgtype & 7 = 7)
            ) as filled_by_trigger
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    [EXPOSED_SCHEMA],
  );

  // Single-column CHECKs of the form `column = ANY (ARRAY['a'::text, ...])`, as Postgres prints `in (...)`.
  const checks = await db.query<{ rel: string; col: string; def: string }>(
    `select c.relname as rel, a.attname as col, pg_get_constraintdef(con.oid) as def
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = con.conkey[1]
      where n.nspname = $1 and con.contype = 'c' and array_length(con.conkey, 1) = 1`,
    [EXPOSED_SCHEMA],
  );
  const allowed = new Map<string, string[]>();
  for (const check of checks.rows) {
    const values = allowedValues(check.def, check.col);
    if (values) allowed.set(`${check.rel}.${check.col}`, values);
  }

  // A foreign key is one-to-one when its columns are also unique on its own table.
  const oneToOne = await db.query<{ name: string; rel: string }>(
    `select con.conname as name, c.relname as rel
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and con.contype = 'f'
        and exists (select 1 from pg_index i
                     where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                       and i.indkey::int2[] @> con.conkey and i.indkey::int2[] <@ con.conkey)`,
    [EXPOSED_SCHEMA],
  );
  const isOneToOne = new Set(oneToOne.rows.map((r) => `${r.rel}.${r.name}`));

  const relations: RelationInfo[] = [];
  for (const relation of catalogue.relations.values()) {
    const own = columns.rows.filter((c) => c.rel === relation.name);
    const flags = own[0]?.rel_updatable ?? 0;
    relations.push({
      name: relation.name,
      kind: relation.kind,
      // pg_relation_is_updatable's bits: 8 insert, 4 update.
      insertable: relation.kind === 'table' || (flags & 8) !== 0,
      updatable: relation.kind === 'table' || (flags & 4) !== 0,
      columns: own.map((c) => ({
        name: c.col,
        type: c.type,
        notNull: c.not_null,
        hasDefault: c.has_default,
        identity: c.identity,
        generated: c.generated,
        updatable: relation.kind === 'table' || c.updatable,
        filledByTrigger: c.filled_by_trigger,
        allowed: allowed.get(`${relation.name}.${c.col}`) ?? null,
      })),
      computed: [],
    });
  }

  const procs = await db.query<{
    name: string;
    retset: boolean;
    returns: PgType;
    returns_row_of: string | null;
    nargs: number;
    ndefaults: number;
    argnames: string[] | null;
    argmodes: string[] | null;
    argtypes: PgType[];
  }>(
    `select p.proname as name, p.proretset as retset, ${TYPE_JSON('p.prorettype')} as returns,
            (select r.relname from pg_class r join pg_namespace rn on rn.oid = r.relnamespace
              where r.reltype = p.prorettype and rn.nspname = $1 and r.relkind in ('r', 'p', 'v', 'm', 'f')) as returns_row_of,
            p.pronargs as nargs, p.pronargdefaults as ndefaults, p.proargnames::text[] as argnames,
            p.proargmodes::text[] as argmodes,
            array(select ${TYPE_JSON('t.oid')} from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality t(oid, ord) order by t.ord) as argtypes
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f'
        and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
    [EXPOSED_SCHEMA],
  );
  const computedNames = new Map<string, string>();
  for (const relation of catalogue.relations.values()) for (const name of relation.computed.keys()) computedNames.set(name, relation.name);
  const functions: FunctionInfo[] = procs.rows.map((p) => {
    const modes = p.argmodes ?? p.argtypes.map(() => 'i');
    const names = p.argnames ?? [];
    const inputs = p.argtypes.map((type, i) => ({ name: names[i] ?? '', type, mode: modes[i] })).filter((a) => ['i', 'b', 'v'].includes(a.mode ?? 'i'));
    const outputs = p.argtypes.map((type, i) => ({ name: names[i] ?? '', type, mode: modes[i] })).filter((a) => a.mode === 't' || a.mode === 'o');
    const rowArg = inputs.length === 1 ? relations.find((r) => rowTypeName(r.name) === typeKey(inputs[0]!.type)) : undefined;
    const computedOf = rowArg && computedNames.get(p.name) === rowArg.name && !p.retset ? rowArg.name : null;
    return {
      name: p.name,
      args: inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= inputs.length - p.ndefaults })),
      returns: p.returns,
      returnsSet: p.retset,
      outColumns: outputs.length > 0 ? outputs.map((o) => ({ name: o.name, type: o.type })) : null,
      returnsRowOf: p.returns_row_of,
      computedOf,
    };
  });
  for (const fn of functions) {
    if (fn.computedOf) relations.find((r) => r.name === fn.computedOf)?.computed.push({ name: fn.name, type: fn.returns });
  }

  const enumRows = await db.query<{ name: string; values: string[] }>(
    `select t.typname as name, array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as values
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = $1 and t.typtype = 'e'`,
    [EXPOSED_SCHEMA],
  );
  const compositeRows = await db.query<{ name: string; attributes: { name: string; type: PgType }[] }>(
    `select t.typname as name,
            array(select json_build_object('name', a.attname, 'type', ${TYPE_JSON('a.atttypid')})
                    from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped order by a.attnum) as attributes
       from pg_type t
       join pg_namespace n on n.oid = t.typnamespace
       join pg_class c on c.oid = t.typrelid
      where n.nspname = $1 and t.typtype = 'c' and c.relkind = 'c'`,
    [EXPOSED_SCHEMA],
  );

  return {
    relations,
    relationships: catalogue.foreignKeys.map((fk) => ({
      name: fk.name,
      from: fk.from,
      columns: fk.fromColumns,
      isOneToOne: isOneToOne.has(`${fk.from}.${fk.name}`),
      to: fk.to,
      toColumns: fk.toColumns,
    })),
    functions,
    enums: enumRows.rows,
    composites: compositeRows.rows,
  };
}

const rowTypeName = (relation: string) => `${EXPOSED_SCHEMA}.${relation}`;
const typeKey = (type: PgType) => `${type.schema}.${type.name}`;

/** The values of `CHECK ((column = ANY (ARRAY['a'::text, 'b'::text])))`, else null. */
export function allowedValues(definition: string, column: string): string[] | null {
  const match = /^CHECK \(\(\(?"?(\w+)"?\)?(?:::text)? = ANY \(+ARRAY\[(.*)\]\)?(?:::text\[\])?\)\)\)$/.exec(definition);
  if (!match || match[1] !== column) return null;
  const values: string[] = [];
  const item = /'((?:[^']|'')*)'::(?:text|character varying)\s*(?:,\s*|$)/y;
  const list = match[2]!;
  while (item.lastIndex < list.length) {
    const found = item.exec(list);
    if (!found) return null;
    values.push(found[1]!.replace(/''/g, "'"));
  }
  return values.length > 0 ? values : null;
}

// --- Rendering -------------------------------------------------------------------------------

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

/** Migrates a fresh temporary PGlite (no seed), reads its schema and renders the file. */
export async function generateDatabaseTypes(): Promise<string> {
  const db = await openDb();
  try {
    await setupDatabase(db, { seed: false });
    return renderDatabaseTypes(await readSchema(db));
  } finally {
    await db.close();
  }
}

/** Where the file is written: the app's copy, and the edge functions' own beside the code Supabase deploys. */
export const DATABASE_TYPES_FILES = ['src/lib/database.types.ts', 'supabase/functions/_shared/database.types.ts'];
