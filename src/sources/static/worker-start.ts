/**
 * Starting the static source's search worker from wherever its file is, and saying why it did not start.
 *
 * A worker's script must have the page's origin. When the worker file has it (the bundle on the site itself, or a copy
 * named with `data-worker-url`), the worker starts from it directly, so a strict CSP needs only `worker-src 'self'`.
 * When the file is on another origin (the script tag from a CDN), a few lines made here as a `blob:` URL, which has
 * the page's origin, import it: modules load across origins under CORS (a CDN's `Access-Control-Allow-Origin: *`),
 * and the worker keeps the page's origin, so it reads the site's index as a same-origin file. That asks a strict CSP
 * for `worker-src blob:`; the import is a script load, allowed by the `script-src` that names the CDN for the tag.
 *
 * A failure names its cause: the page's security policy only when a violation of it was reported for the worker (a
 * `securitypolicyviolation` event, in the page or in the bootstrap), otherwise what did fail.
 */

/** The worker did not start or stopped. */
export class SearchWorkerError extends Error {
  override name = 'SearchWorkerError';
  /**
   * True when trying again cannot help on this page (its CSP or Trusted Types refused the worker); false for a load
   * that may work next time (the network, a server).
   */
  readonly lasting: boolean;

  constructor(message: string, lasting: boolean) {
    super(message);
    this.lasting = lasting;
  }
}

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

let policy: ScriptUrlPolicy | undefined;
/** The one URL the policy vouches for, set only while `trusted` asks it. */
let vouchedFor: string | undefined;

/**
 * Under Trusted Types a worker's URL must be a TrustedScriptURL: the `docs-widgets` policy makes one, only for the URL
 * this module is starting at that moment, so nothing else can have it vouch for another script. Without Trusted Types
 * the URL is used as it is.
 */
function trusted(url: string): string {
  const factory = (globalThis as unknown as {trustedTypes?: {createPolicy(name: string, rules: object): ScriptUrlPolicy}}).trustedTypes;
  if (!factory) return url;
  policy ??= factory.createPolicy('docs-widgets', {
    createScriptURL: (value: string) => {
      if (value !== vouchedFor) throw new TypeError(`docs-widgets: ${value} is not the search worker`);
      return value;
    },
  });
  vouchedFor = url;
  try {
    // A TrustedScriptURL, which the Worker constructor takes where TypeScript's types say string.
    return policy.createScriptURL(url) as string;
  } finally {
    vouchedFor = undefined;
  }
}

/** The directives a refused worker start reports (worker-src falls back to child-src, then script-src). */
const WORKER_DIRECTIVES = /^(worker-src|child-src|script-src|default-src|trusted-types|require-trusted-types-for)/;

/** What the bootstrap posts when the import failed (its only message; the worker's own never have this type). */
const START_FAILED = 'docs-widgets:start-failed';

interface StartFailed {
  type: typeof START_FAILED;
  message: string;
  /** The directive of a violation the worker's own scope reported, if any. */
  refused: string | undefined;
}

/**
 * The `blob:` module: imports the worker, holding the messages that come before its listener exists (a dynamic
 * import lets the worker's message queue start first) and handing them on once it runs; a failed import is posted
 * back with any CSP violation the worker's scope saw (the page never sees those).
 */
function bootstrapSource(url: URL): string {
  // Short names by hand: the minifier leaves a string's inside alone.
  return 'const h=[],k=e=>{e.stopImmediatePropagation();h.push(e.data)};let r;addEventListener("message",k);' +
    'addEventListener("securitypolicyviolation",e=>{r??=e.effectiveDirective});' +
    `import(${JSON.stringify(url.href)}).then(()=>{removeEventListener("message",k);` +
    'for(const data of h)dispatchEvent(new MessageEvent("message",{data}))},' +
    `e=>setTimeout(()=>postMessage({type:"${START_FAILED}",message:String(e&&e.message||e),refused:r}),50))`;
}

/**
 * Starts a module worker from `url`: directly when it has the page's origin, else through a same-origin `blob:`
 * module that imports it. `onFailure` is called once if it does not start or stops, with its cause once known (the
 * page's violation reports come a task after the refusal); then the worker is gone. Undefined: it failed at once.
 */
export function startSearchWorker(url: URL, onFailure: (failure: Promise<SearchWorkerError>) => void,
  doc: Document | undefined = globalThis.document): Worker | undefined {
  const crossOrigin = url.origin !== globalThis.location?.origin;
  let refused: string | undefined;
  const watch = new AbortController();
  doc?.addEventListener('securitypolicyviolation', (event) => {
    if (WORKER_DIRECTIVES.test(event.effectiveDirective) && isOurs(event, url)) refused ??= event.effectiveDirective;
  }, {signal: watch.signal});
  let bootstrap: string | undefined;
  const done = () => {
    watch.abort();
    if (bootstrap) URL.revokeObjectURL(bootstrap);
    bootstrap = undefined;
  };
  const fail = (cause: unknown, worker?: Worker) => {
    worker?.terminate();
    onFailure((async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      done();
      // Its words are a chunk of their own, loaded only by a page whose worker failed.
      const {describeFailure} = await import('./static-worker-failure.js');
      return new SearchWorkerError(...describeFailure(url, crossOrigin, refused, cause));
    })());
  };
  let worker: Worker;
  try {
    if (crossOrigin) bootstrap = URL.createObjectURL(new Blob([bootstrapSource(url)], {type: 'text/javascript'}));
    worker = new Worker(trusted(bootstrap ?? url.href), {type: 'module', name: 'docs-widgets search'});
  } catch (error) {
    fail(error);
    return undefined;
  }
  // Before any listener of the caller's: the bootstrap's failure is not a message of the worker's protocol.
  worker.addEventListener('message', (event: MessageEvent<StartFailed | undefined>) => {
    if (event.data?.type !== START_FAILED) {
      done();
      return;
    }
    event.stopImmediatePropagation();
    refused ??= event.data.refused;
    fail(event.data, worker);
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail(event, worker);
  });
  return worker;
}

/** A report about our start: the worker's URL, our bootstrap (`blob`), or our Trusted Types policy or sink. */
function isOurs(event: SecurityPolicyViolationEvent, url: URL): boolean {
  const blocked = event.blockedURI;
  if (blocked === url.href || blocked === 'blob' || blocked.startsWith('blob:')) return true;
  if (event.effectiveDirective === 'trusted-types') return event.sample.startsWith('docs-widgets');
  return event.effectiveDirective === 'require-trusted-types-for' && /worker/i.test(event.sample);
}
