import type { Db } from '../db.ts';

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

export interface Catalogue {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, RpcFunction[]>;
  computedRelationships: ComputedRelationship[];
}

export const EXPOSED_SCHEMA = 'public';

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const relations = new Map<string, Relation>();
  const columns = await db.query<{ rel: string; relkind: string; reltype: string; col: string; type: string; gen: string }>(
    `select c.relname as rel, c.relkind::text as relkind, c.reltype::text as reltype, a.attname as col,
            format_type(a.atttypid, a.atttypmod) as type, a.attgenerated::text as gen
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
      order by c.relname, a.attnum`,
    [EXPOSED_SCHEMA],
  );
  const rowTypes = new Map<string, string>();
  for (const row of columns.rows) {
    let relation = relations.get(row.rel);
    if (!relation) {
      relation = {
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
    [EXPOSED_SCHEMA],
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
    [EXPOSED_SCHEMA],
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
            name: p.name,
            kind: 'view',
            columns: new Map(p.attnames.map((name, i) => [name, { name, type: p.atttypes[i], generated: false }])),
            primaryKey: [],
            uniqueKeys: [],
            computed: new Map(),
          };
    }
    const fn: RpcFunction = {
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
  return { relations, foreignKeys, functions, computedRelationships };
}

/** Caches the catalogue per database; the schema only changes through migrations at start-up. */
export function catalogueLoader(db: Db) {
  let cached: Promise<Catalogue> | null = null;
  return () => {
    cached ??= loadCatalogue(db).catch((error: unknown) => {
      cached = null;
      throw error;
    });
    return cached;
  };
}
