// Reads what the Database types need from a migrated database (scripts/database-types.ts): each
// relation's columns with their nullability, defaults and CHECK-listed values, the foreign keys,
// the functions with their arguments and results, the enums and the composite types. Relations,
// foreign keys and computed columns come from the emulator's schema cache, so the types describe
// exactly what its REST layer serves.
import type { Db } from '../supabase/emulator/db/types.ts';
import { EXPOSED_SCHEMA, loadCatalogue, type Catalogue } from '../supabase/emulator/rest/catalogue.ts';

/** A type as the catalogue names it, resolved far enough to map to TypeScript. */
export interface PgType {
  name: string;
  schema: string;
  /** b base, e enum, c composite, d domain, p pseudo */
  kind: string;
  /** The element's type for an array type. */
  element: PgType | null;
}

export interface ColumnInfo {
  name: string;
  type: PgType;
  notNull: boolean;
  hasDefault: boolean;
  /** 'a' generated always as identity, 'd' by default, '' none. */
  identity: string;
  generated: boolean;
  updatable: boolean;
  /** Set by a BEFORE INSERT trigger, as far as the API roles are concerned (see scripts/database-types.ts). */
  filledByTrigger: boolean;
  /** The values a CHECK (column in (...)) allows, when it has one. */
  allowed: string[] | null;
}

export interface RelationInfo {
  name: string;
  kind: 'table' | 'view';
  /** Views: whether Postgres can insert into and update them itself. */
  insertable: boolean;
  updatable: boolean;
  columns: ColumnInfo[];
  /** Computed columns (functions of the row), name to return type. */
  computed: { name: string; type: PgType }[];
}

export interface RelationshipInfo {
  name: string;
  from: string;
  columns: string[];
  isOneToOne: boolean;
  to: string;
  toColumns: string[];
}

export interface FunctionInfo {
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
