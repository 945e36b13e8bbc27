/**
 * The zod the widgets' schemas are written with (`import * as z from '…/lean-zod.js'`): zod/mini's factories
 * (`z.object`, `z.array`, `z.optional`…) making the very schema classes zod/mini makes, zod's core (`zod/v4/core`,
 * which zod/mini re-exports as `z.core` and which does every check), each with a `safeParse` method and nothing more,
 * so a schema here rejects exactly what its zod/mini twin rejects. Left out of the chunk every widget loads:
 * - zod/mini's second class around each one, whose prototype carries `parse`, `parseAsync`, `safeParseAsync`,
 *   `check`, `clone`, `register`…, none of which a widget calls (~0.7 KB gzip);
 * - zod's global schema registry, which the bundle kept when the core came through zod/mini's index (~0.2 KB);
 * - zod's boolean and number classes: a boolean and an integer are checked by a transform (below).
 * `DocsApiClient`'s full schemas (schemas.ts) keep zod/mini; the schemas here fit inside them, as any zod schema does.
 * Only the classes some widget uses are here: each costs its code in the chunk every widget loads.
 */
import * as core from 'zod/v4/core';

export type {infer, input} from 'zod/v4/core';

/** A schema of zod's core with the one method the widgets call. */
export type Schema<T extends core.$ZodType> = T & {
  safeParse(data: unknown, params?: core.ParseContext<core.$ZodIssue>): core.util.SafeParseResult<core.output<T>>;
};

// The factories are marked free of side effects (as zod's own are), so the bundle drops a schema nothing uses: a
// schema module's top-level calls would be kept otherwise.
/* @__NO_SIDE_EFFECTS__ */
function make<T extends core.$ZodType>(Class: unknown, def: object): Schema<T> {
  const schema = new (Class as new (def: object) => Schema<T>)(def);
  schema.safeParse = (data, params) => core.safeParse(schema, data, params);
  return schema;
}

export const string = /* @__NO_SIDE_EFFECTS__ */ () => make<core.$ZodString<string>>(core.$ZodString, {type: 'string'});

export const unknown = /* @__NO_SIDE_EFFECTS__ */ () => make<core.$ZodUnknown>(core.$ZodUnknown, {type: 'unknown'});

export const array = /* @__NO_SIDE_EFFECTS__ */ <T extends core.SomeType>(element: T) => make<core.$ZodArray<T>>(core.$ZodArray, {type: 'array', element});

export const object = /* @__NO_SIDE_EFFECTS__ */ <T extends core.$ZodLooseShape>(shape: T) =>
  make<core.$ZodObject<core.util.Writeable<T>, core.$strip>>(core.$ZodObject, {type: 'object', shape});

export const optional = /* @__NO_SIDE_EFFECTS__ */ <T extends core.SomeType>(innerType: T) => make<core.$ZodOptional<T>>(core.$ZodOptional, {type: 'optional', innerType});

export const nullable = /* @__NO_SIDE_EFFECTS__ */ <T extends core.SomeType>(innerType: T) => make<core.$ZodNullable<T>>(core.$ZodNullable, {type: 'nullable', innerType});

export const transform = /* @__NO_SIDE_EFFECTS__ */ <I = unknown, O = I>(fn: (input: I, context: core.ParsePayload) => O) =>
  make<core.$ZodTransform<Awaited<O>, I>>(core.$ZodTransform, {type: 'transform', transform: fn});

export const pipe = /* @__NO_SIDE_EFFECTS__ */ <const A extends core.SomeType, B extends core.$ZodType<unknown, core.output<A>> = core.$ZodType<unknown, core.output<A>>>(
  input: A,
  output: B | core.$ZodType<unknown, core.output<A>>,
) => make<core.$ZodPipe<A, B>>(core.$ZodPipe, {type: 'pipe', in: input, out: output});

/**
 * A value of a JSON type checked with `test`, through the two classes the widgets' schemas use anyway (pipe, transform)
 * rather than one zod class per type: the same `invalid_type` issue zod's own would give (`expected boolean, got
 * string`), for what JSON can carry (no NaN, no Infinity).
 */
/* @__NO_SIDE_EFFECTS__ */
function typed<T>(expected: string, test: (value: unknown) => boolean) {
  return pipe(
    unknown(),
    transform((value: unknown, context) => {
      if (!test(value)) context.issues.push({code: 'invalid_type', expected, input: value, message: ''} as core.$ZodRawIssue);
      return value as T;
    }),
  );
}

export const boolean = /* @__NO_SIDE_EFFECTS__ */ () => typed<boolean>('boolean', (value) => typeof value === 'boolean');

/** A safe integer, as `z.int()` checks it: `expected number` for another type, `expected int` for 1.5 or 2 ** 53. */
export const integer = pipe(
  unknown(),
  transform((value: unknown, context) => {
    if (!Number.isSafeInteger(value)) {
      const expected = typeof value === 'number' ? 'int' : 'number';
      context.issues.push({code: 'invalid_type', expected, input: value, message: ''} as core.$ZodRawIssue);
    }
    return value as number;
  }),
);
