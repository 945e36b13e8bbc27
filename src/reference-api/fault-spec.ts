/**
 * Fault rules written as one string, for `docs-widgets serve --fault PATTERN=SPEC` (repeatable):
 *
 * ```text
 * /api/v3/search/=status:500                  every search answers 500
 * /api/v3/search/=status:429,retry-after:3    throttled, retry in 3 s
 * /api/v3/embed/=latency:800                  embeds answer 800 ms late
 * /api/v3/=malformed-json | wrong-shape | truncate | hang
 * re:q=guide=status:503,times:2               a RegExp over path + query; only the next two matching requests
 * ```
 *
 * PATTERN is a path prefix (it must start with `/`), or `re:` and a regular expression tested against path + query,
 * as `Faults.set` takes them. The spec never contains `=`, so the string splits at its last `=`.
 */
import type {Fault} from './faults.js';

/** A fault string that cannot be read; the message is one line naming what is wrong. */
export class FaultSpecError extends Error {
  override name = 'FaultSpecError';
}

export interface FaultRule {
  pattern: string | RegExp;
  fault: Fault;
}

export const FAULT_SPEC_USAGE =
  'PATTERN=KIND[,times:N] with PATTERN a path prefix ("/api/v3/search/") or "re:REGEX", and KIND one of ' +
  'latency:MS, status:CODE[,retry-after:S], malformed-json, wrong-shape, truncate, hang';

const MAX_LATENCY_MS = 600_000;
const MAX_RETRY_AFTER_S = 86_400;

function wholeNumber(what: string, value: string | undefined, min: number, max: number): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new FaultSpecError(`${what}: expected a whole number from ${min} to ${max}, got "${value ?? ''}"`);
  }
  return Number(value);
}

function parsePattern(text: string, whole: string): string | RegExp {
  if (text.startsWith('re:')) {
    const source = text.slice(3);
    if (!source) throw new FaultSpecError(`fault "${whole}": empty regular expression after "re:"`);
    try {
      return new RegExp(source);
    } catch (error) {
      throw new FaultSpecError(`fault "${whole}": bad regular expression (${(error as Error).message})`);
    }
  }
  if (!text.startsWith('/')) {
    throw new FaultSpecError(`fault "${whole}": the pattern must be a path starting with "/" or "re:REGEX"`);
  }
  return text;
}

/** Reads one `PATTERN=SPEC` string into the arguments of `api.faults.set(pattern, fault)`. */
export function parseFaultSpec(text: string): FaultRule {
  const equals = text.lastIndexOf('=');
  if (equals <= 0 || equals === text.length - 1) {
    throw new FaultSpecError(`fault "${text}": expected ${FAULT_SPEC_USAGE}`);
  }
  const pattern = parsePattern(text.slice(0, equals), text);
  const [kindPart = '', ...modifiers] = text.slice(equals + 1).split(',').map((part) => part.trim());
  const [kind = '', argument] = kindPart.split(':') as [string, string | undefined];

  let times: number | undefined;
  let retryAfter: number | undefined;
  for (const modifier of modifiers) {
    const [name = '', value] = modifier.split(':') as [string, string | undefined];
    if (name === 'times') {
      if (times !== undefined) throw new FaultSpecError(`fault "${text}": "times" given twice`);
      times = wholeNumber(`fault "${text}" times`, value, 1, 1_000_000);
    } else if (name === 'retry-after' && kind === 'status') {
      if (retryAfter !== undefined) throw new FaultSpecError(`fault "${text}": "retry-after" given twice`);
      retryAfter = wholeNumber(`fault "${text}" retry-after`, value, 0, MAX_RETRY_AFTER_S);
    } else {
      throw new FaultSpecError(`fault "${text}": unknown modifier "${modifier}" (expected times:N, or retry-after:S after status)`);
    }
  }

  const noArgument = () => {
    if (argument !== undefined) throw new FaultSpecError(`fault "${text}": ${kind} takes no value`);
  };
  let fault: Fault;
  switch (kind) {
    case 'latency':
      fault = {latencyMs: wholeNumber(`fault "${text}" latency`, argument, 0, MAX_LATENCY_MS)};
      break;
    case 'status': {
      const status = wholeNumber(`fault "${text}" status`, argument, 200, 599);
      fault = retryAfter === undefined ? {status} : {status, retryAfter};
      break;
    }
    case 'malformed-json':
      noArgument();
      fault = {malformedJson: true};
      break;
    case 'wrong-shape':
      noArgument();
      fault = {wrongShape: true};
      break;
    case 'truncate':
      noArgument();
      fault = {truncate: true};
      break;
    case 'hang':
      noArgument();
      fault = {hang: true};
      break;
    default:
      throw new FaultSpecError(`fault "${text}": unknown kind "${kind}"; expected ${FAULT_SPEC_USAGE}`);
  }
  return {pattern, fault: times === undefined ? fault : {...fault, times}};
}
