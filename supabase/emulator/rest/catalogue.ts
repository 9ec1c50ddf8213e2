import type { Db } from '../db/types.ts';

// What PostgREST calls its schema cache: the exposed schema's tables, columns, keys,
// relationships and functions, read from the Postgres catalogue. Every identifier in a
// request is checked against it before it reaches SQL.

export interface Column {
  name: string;
  /** The type as Postgres writes it, e.g. `uuid`, `numeric(14,2)`, `text[]`. */
  type: string;
  generated: boolean;
}

export interface Relation {
  /** The exposed schema it is in. */
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Its primary key's and unique constraints' column sets (a one-to-one relationship ends in one). */
  uniqueKeys: string[][];
  /** Functions f(relation) exposed as computed columns, by name. */
  computed: Map<string, { returnType: string }>;
}

export interface ForeignKey {
  name: string;
  from: string;
  fromColumns: string[];
  to: string;
  toColumns: string[];
  /**
   * Its columns are a unique key of `from` too: at most one row points at each target row, so the
   * relationship is one-to-one both ways, and embedding `from` in `to` gives an object, as
   * PostgREST gives it.
   */
  oneToOne: boolean;
}

export interface RpcFunction {
  schema: string;
  name: string;
  /** Input arguments in order; `variadic` for a VARIADIC one (its type is the array type). */
  args: { name: string; type: string; hasDefault: boolean; variadic: boolean }[];
  /**
   * What the rows a function returns are read as: the exposed table or view whose row type it
   * returns (`returns [setof] public.properties`, with that relation's computed columns and
   * relationships), or, for `returns table (...)` and OUT parameters, a relation of those columns
   * typed as declared and with no relationships; for any other composite type (`create type ... as
   * (...)`), a relation of that type's attributes, typed, with no relationships. Null for scalars
   * and void.
   */
  resultRelation: Relation | null;
  returnsSet: boolean;
  returnType: string;
  returnsVoid: boolean;
  volatile: boolean;
}

/**
 * A computed relationship: a function `name(from)` of one exposed relation's row returning
 * another's rows, embedded by its name as PostgREST embeds it (to-one when it returns one row:
 * not `setof`, or `setof ... rows 1`).
 */
export interface ComputedRelationship {
  name: string;
  from: string;
  to: string;
  toOne: boolean;
}

/**
 * A relationship from one table to another, as PostgREST derives them from foreign keys: the key's
 * own table is many-to-one to the table it references (one-to-one when the key's columns are
 * unique in its table), the referenced table one-to-many (or one-to-one) back; and two tables
 * both referenced by a junction table whose referencing columns are all in its primary key are
 * many-to-many through it. `columns` pairs this table's column with the other's.
 */
export type Relationship =
  | {
      cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one';
      table: string;
      foreignTable: string;
      constraint: string;
      columns: [string, string][];
      self: boolean;
    }
  | {
      cardinality: 'many-to-many';
      table: string;
      foreignTable: string;
      junction: {
        table: string;
        /** The junction's key to `table`, and its pairs of [junction column, table column]. */
        constraint1: string;
        source: [string, string][];
        /** The junction's key to `foreignTable`, and its pairs of [junction column, foreign column]. */
        constraint2: string;
        target: [string, string][];
      };
      self: boolean;
    };

export interface Catalogue {
  /** The exposed schema this catalogue describes. */
  schema: string;
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  /** Each table's relationships, by the table's name. */
  relationships: Map<string, Relationship[]>;
  functions: Map<string, RpcFunction[]>;
  computedRelationships: ComputedRelationship[];
  /** Whether `select` may use aggregate functions (ApiSettings.aggregatesEnabled). */
  aggregatesEnabled: boolean;
}

/** The schema the API serves when config.toml and the database name none. */
export const EXPOSED_SCHEMA = 'public';

/** Each table's relationships, derived from the foreign keys as PostgREST derives them. */
function deriveRelationships(relations: Map<string, Relation>, foreignKeys: ForeignKey[]): Map<string, Relationship[]> {
  const all: Relationship[] = [];
  for (const fk of foreignKeys) {
    const self = fk.from === fk.to;
    const pairs = fk.fromColumns.map((c, i): [string, string] => [c, fk.toColumns[i]]);
    const back = pairs.map(([a, b]): [string, string] => [b, a]);
    const forward = fk.oneToOne ? 'one-to-one' : 'many-to-one';
    all.push({ cardinality: forward, table: fk.from, foreignTable: fk.to, constraint: fk.name, columns: pairs, self });
    all.push({ cardinality: fk.oneToOne ? 'one-to-one' : 'one-to-many', table: fk.to, foreignTable: fk.from, constraint: fk.name, columns: back, self });
  }
  for (const key1 of foreignKeys) {
    for (const key2 of foreignKeys) {
      if (key1.from !== key2.from || key1.name === key2.name || key1.oneToOne || key2.oneToOne) continue;
      const junction = relations.get(key1.from);
      const keyColumns = [...key1.fromColumns, ...key2.fromColumns];
      if (!junction || !keyColumns.every((c) => junction.primaryKey.includes(c))) continue;
      all.push({
        cardinality: 'many-to-many',
        table: key1.to,
        foreignTable: key2.to,
        junction: {
          table: junction.name,
          constraint1: key1.name,
          source: key1.fromColumns.map((c, i): [string, string] => [c, key1.toColumns[i]]),
          constraint2: key2.name,
          target: key2.fromColumns.map((c, i): [string, string] => [c, key2.toColumns[i]]),
        },
        self: key1.to === key2.to,
      });
    }
  }
  const byTable = new Map<string, Relationship[]>();
  for (const relationship of all) byTable.set(relationship.table, [...(byTable.get(relationship.table) ?? []), relationship]);
  return byTable;
}

export async function loadCatalogue(db: Db, schema = EXPOSED_SCHEMA): Promise<Catalogue> {
  const relations = new Map<string, Relation>();
  const columns = await db.query<{ rel: string; relkind: string; reltype: string; col: string; type: string; gen: string }>(
    `select c.relname as rel, c.relkind::text as relkind, c.reltype::text as reltype, a.attname as col,
            format_type(a.atttypid, a.atttypmod) as type, a.attgenerated::text as gen
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
      order by c.relname, a.attnum`,
    [schema],
  );
  const rowTypes = new Map<string, string>();
  for (const row of columns.rows) {
    let relation = relations.get(row.rel);
    if (!relation) {
      relation = {
        schema,
        name: row.rel,
        kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table',
        columns: new Map(),
        primaryKey: [],
        uniqueKeys: [],
        computed: new Map(),
      };
      relations.set(row.rel, relation);
      rowTypes.set(row.reltype, row.rel);
    }
    relation.columns.set(row.col, { name: row.col, type: row.type, generated: row.gen !== '' });
  }

  const constraints = await db.query<{ name: string; type: string; src: string; src_cols: string[]; tgt: string | null; tgt_cols: string[] | null }>(
    `select con.conname as name, con.contype::text as type, src.relname as src,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(num, ord)
                   join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as src_cols,
            tgt.relname as tgt,
            array(select a.attname::text from unnest(con.confkey) with ordinality k(num, ord)
                   join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord) as tgt_cols
       from pg_constraint con
       join pg_class src on src.oid = con.conrelid
       join pg_namespace ns on ns.oid = src.relnamespace
       left join pg_class tgt on tgt.oid = con.confrelid
       left join pg_namespace nt on nt.oid = tgt.relnamespace
      where ns.nspname = $1 and (con.contype in ('p', 'u') or (con.contype = 'f' and nt.nspname = $1))`,
    [schema],
  );
  const foreignKeys: ForeignKey[] = [];
  for (const c of constraints.rows) {
    const relation = relations.get(c.src);
    if (c.type === 'p' && relation) relation.primaryKey = c.src_cols;
    if ((c.type === 'p' || c.type === 'u') && relation) relation.uniqueKeys.push(c.src_cols);
    if (c.type === 'f' && c.tgt) foreignKeys.push({ name: c.name, from: c.src, fromColumns: c.src_cols, to: c.tgt, toColumns: c.tgt_cols ?? [], oneToOne: false });
  }
  const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((column) => b.includes(column));
  for (const fk of foreignKeys) fk.oneToOne = (relations.get(fk.from)?.uniqueKeys ?? []).some((key) => sameSet(key, fk.fromColumns));

  const procs = await db.query<{
    name: string;
    retset: boolean;
    rettype: string;
    rettype_oid: string;
    volatility: string;
    nargs: number;
    ndefaults: number;
    argnames: string[] | null;
    argmodes: string[] | null;
    argtypes: string[];
    first_arg: string | null;
    typrelid: string;
    prorows: number;
    attnames: string[];
    atttypes: string[];
  }>(
    `select p.proname as name, p.proretset as retset, format_type(p.prorettype, null) as rettype,
            p.prorettype::text as rettype_oid, p.provolatile::text as volatility, p.pronargs as nargs,
            p.pronargdefaults as ndefaults, p.proargnames::text[] as argnames, p.proargmodes::text[] as argmodes,
            array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as argtypes,
            (p.proargtypes::oid[])[0]::text as first_arg, rt.typrelid::text as typrelid, p.prorows::float8 as prorows,
            array(select a.attname::text from pg_attribute a
                   where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped order by a.attnum) as attnames,
            array(select format_type(a.atttypid, a.atttypmod) from pg_attribute a
                   where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped order by a.attnum) as atttypes
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'
      order by p.oid`,
    [schema],
  );
  const functions = new Map<string, RpcFunction[]>();
  const computedRelationships: ComputedRelationship[] = [];
  for (const p of procs.rows) {
    const modes = p.argmodes ?? p.argtypes.map(() => 'i');
    const names = p.argnames ?? [];
    const inputs = p.argtypes
      .map((type, i) => ({ type, name: names[i] ?? '', mode: modes[i] }))
      .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = p.argtypes
      .map((type, i) => ({ type, name: names[i] ?? '', mode: modes[i] }))
      .filter((a) => a.mode === 't' || a.mode === 'o');
    const args = inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= inputs.length - p.ndefaults, variadic: a.mode === 'v' }));
    let resultRelation: Relation | null = null;
    if (outputs.length > 0) {
      resultRelation = {
        schema,
        name: p.name,
        kind: 'view',
        columns: new Map(outputs.map((o) => [o.name, { name: o.name, type: o.type, generated: false }])),
        primaryKey: [],
        uniqueKeys: [],
        computed: new Map(),
      };
    } else if (p.typrelid !== '0') {
      const table = rowTypes.get(p.rettype_oid);
      // Any other composite type (one made with `create type`, or a row type outside the exposed
      // schema) is read as its attributes, as PostgREST reads every composite result.
      resultRelation = table
        ? (relations.get(table) ?? null)
        : {
            schema,
            name: p.name,
            kind: 'view',
            columns: new Map(p.attnames.map((name, i) => [name, { name, type: p.atttypes[i], generated: false }])),
            primaryKey: [],
            uniqueKeys: [],
            computed: new Map(),
          };
    }
    const fn: RpcFunction = {
      schema,
      name: p.name,
      args,
      resultRelation,
      returnsSet: p.retset,
      returnType: p.rettype,
      returnsVoid: p.rettype === 'void',
      volatile: p.volatility === 'v',
    };
    functions.set(p.name, [...(functions.get(p.name) ?? []), fn]);
    // A one-argument function of a table's row type is a computed column of that table.
    const table = p.first_arg ? rowTypes.get(p.first_arg) : undefined;
    if (p.nargs === 1 && table && !p.retset) relations.get(table)?.computed.set(p.name, { returnType: p.rettype });
    // ... and, when it returns another relation's rows, a relationship from that table to them.
    const returned = rowTypes.get(p.rettype_oid);
    if (p.nargs === 1 && table && returned) {
      computedRelationships.push({ name: p.name, from: table, to: returned, toOne: !p.retset || Number(p.prorows) === 1 });
    }
  }
  return { schema, relations, foreignKeys, relationships: deriveRelationships(relations, foreignKeys), functions, computedRelationships, aggregatesEnabled: false };
}

/**
 * What PostgREST reads from the database's own settings besides its config file: the
 * `pgrst.*` settings of the `authenticator` role (a database-specific one wins over one for every
 * database), set as Supabase's docs show (`alter role authenticator set
 * pgrst.db_aggregates_enabled = 'true'; notify pgrst, 'reload config';`).
 */
export interface ApiSettings {
  /** The exposed schemas (`pgrst.db_schemas`, else config.toml's `[api] schemas`); the first is the default. */
  schemas: string[];
  /** `pgrst.db_aggregates_enabled`: aggregate functions in `select`; off unless set, as on hosted Supabase. */
  aggregatesEnabled: boolean;
}

export async function loadApiSettings(db: Db, configuredSchemas: string[]): Promise<ApiSettings> {
  const { rows } = await db.query<{ setting: string }>(
    `select unnest(s.setconfig) as setting
       from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
      where r.rolname = 'authenticator'
        and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      order by s.setdatabase`,
  );
  const settings = new Map<string, string>();
  for (const { setting } of rows) {
    const equals = setting.indexOf('=');
    if (equals > 0) settings.set(setting.slice(0, equals), setting.slice(equals + 1));
  }
  const listed = settings.get('pgrst.db_schemas')?.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1')).filter(Boolean);
  return {
    schemas: listed?.length ? listed : configuredSchemas.length ? configuredSchemas : [EXPOSED_SCHEMA],
    aggregatesEnabled: settings.get('pgrst.db_aggregates_enabled')?.toLowerCase() === 'true',
  };
}

/** The settings and a catalogue per exposed schema, as one request sees them. */
export interface SchemaCache {
  settings: ApiSettings;
  catalogues: Map<string, Catalogue>;
}

/**
 * Loads the schema cache once and keeps it until `reload()`: the REST layer calls it when the
 * database sends `NOTIFY pgrst` (`'reload schema'`, `'reload config'` or an empty payload), as
 * PostgREST reloads on it. A request already running keeps the cache it started with; while a
 * reload fails (the database busy or restarting), requests keep the last cache that loaded and
 * the next one tries again.
 */
export function schemaCacheLoader(db: Db, configuredSchemas: string[]) {
  let loaded: SchemaCache | null = null;
  let loading: Promise<SchemaCache> | null = null;
  let stale = true;
  const load = async (): Promise<SchemaCache> => {
    const settings = await loadApiSettings(db, configuredSchemas);
    const catalogues = new Map<string, Catalogue>();
    for (const schema of settings.schemas) {
      catalogues.set(schema, { ...(await loadCatalogue(db, schema)), aggregatesEnabled: settings.aggregatesEnabled });
    }
    return { settings, catalogues };
  };
  return {
    async get(): Promise<SchemaCache> {
      if (!stale && loaded) return loaded;
      if (!loading) {
        stale = false;
        const attempt = load();
        loading = attempt;
        attempt.then(
          (cache) => {
            if (loading === attempt) loaded = cache;
          },
          () => {
            stale = true;
          },
        ).finally(() => {
          if (loading === attempt) loading = null;
        });
      }
      try {
        return await loading;
      } catch (error) {
        if (loaded) return loaded;
        throw error;
      }
    },
    reload() {
      stale = true;
      loading = null;
    },
  };
}
