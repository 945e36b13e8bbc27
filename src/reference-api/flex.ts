/**
 * `fields`, `omit` and `expand` query parameters with drf-flex-fields semantics (server-behaviour.md §9):
 *
 * - each parameter value is split on `,`; repeated parameters add up; dotted paths (`active_versions.last_build`)
 *   reach into expanded objects only;
 * - `fields` keeps the named keys (`fields=` keeps nothing), unknown names are ignored; `omit` drops keys;
 * - `expand` adds permitted expansions (`*` or `~all` = every permitted top-level one); unknown names are ignored;
 *   an expansion that `fields`/`omit` excludes is not made;
 * - a path that repeats a segment (`a.b.a`) is refused with 400 `["Recursive expansion found"]`.
 */

/** A set of dotted paths as a tree: `a.b,c` → `{a: {b: {}}, c: {}}`. */
export type PathTree = Map<string, PathTree>;

export class RecursiveExpansionError extends Error {
  constructor() {
    super('Recursive expansion found');
  }
}

/** Parses the values of a repeated query parameter; undefined when the parameter is absent. */
export function parsePaths(values: string[]): PathTree | undefined {
  if (!values.length) return undefined;
  const tree: PathTree = new Map();
  for (const value of values) {
    for (const path of value.split(',')) {
      const trimmed = path.trim();
      if (!trimmed) continue;
      const segments = trimmed.split('.');
      if (new Set(segments).size !== segments.length) throw new RecursiveExpansionError();
      let node = tree;
      for (const segment of segments) {
        let child = node.get(segment);
        if (!child) {
          child = new Map();
          node.set(segment, child);
        }
        node = child;
      }
    }
  }
  return tree;
}

/** The flex options of one request level. */
export interface FlexOptions {
  fields?: PathTree;
  omit?: PathTree;
  expand?: PathTree;
}

export function flexFromQuery(params: URLSearchParams): FlexOptions {
  return {
    fields: parsePaths(params.getAll('fields')),
    omit: parsePaths(params.getAll('omit')),
    expand: parsePaths(params.getAll('expand')),
  };
}

/** Which expansions a resource permits, as a tree (nested expansions of expanded objects below their name). */
export type AllowedExpansions = PathTree;

export function allowed(paths: string[]): AllowedExpansions {
  return parsePaths([paths.join(',')]) ?? new Map();
}

/**
 * The expansions to make at this level: requested ∩ permitted, minus those `fields`/`omit` exclude. Each maps to the
 * expansions requested inside it (already limited to what is permitted there).
 */
export function expansionsToMake(options: FlexOptions, permitted: AllowedExpansions): PathTree {
  const out: PathTree = new Map();
  const requested = options.expand;
  if (!requested) return out;
  const all = requested.has('*') || requested.has('~all');
  for (const [name, permittedInside] of permitted) {
    const inside = requested.get(name);
    if (!inside && !all) continue;
    if (options.fields && !options.fields.has(name)) continue;
    const omitted = options.omit?.get(name);
    if (omitted && omitted.size === 0) continue;
    out.set(name, intersect(inside ?? new Map(), permittedInside));
  }
  return out;
}

function intersect(requested: PathTree, permitted: PathTree): PathTree {
  const out: PathTree = new Map();
  const all = requested.has('*') || requested.has('~all');
  for (const [name, permittedInside] of permitted) {
    const inside = requested.get(name);
    if (!inside && !all) continue;
    out.set(name, intersect(inside ?? new Map(), permittedInside));
  }
  return out;
}

/** The options that apply inside the expanded field `name`. */
export function nestedOptions(options: FlexOptions, name: string, expandInside: PathTree): FlexOptions {
  const fields = options.fields?.get(name);
  const omit = options.omit?.get(name);
  return {
    fields: fields && fields.size ? fields : undefined,
    omit: omit && omit.size ? omit : undefined,
    expand: expandInside,
  };
}

/**
 * Applies `fields` and `omit` to a serialized object at this level. Nested paths only act on keys in `expanded`
 * (those were filtered by their own serializer with `nestedOptions`), so `fields=_links._self` keeps all of `_links`.
 */
export function applyFieldsAndOmit<T extends Record<string, unknown>>(object: T, options: FlexOptions): Record<string, unknown> {
  let out: Record<string, unknown> = object;
  if (options.fields) {
    out = {};
    for (const key of options.fields.keys()) if (key in object) out[key] = object[key];
  }
  if (options.omit) {
    out = {...out};
    for (const [key, inside] of options.omit) if (inside.size === 0) delete out[key];
  }
  return out;
}
