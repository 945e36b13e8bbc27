/** Command-line options of `docs-widgets serve` (public-interface.md), parsed without a dependency. */
import {FAULT_SPEC_USAGE, FaultSpecError, parseFaultSpec, type FaultRule} from '../reference-api/fault-spec.js';
import {serviceLanguage} from './site-language.js';

export const USAGE = `Usage: docs-widgets serve [options]

Serves the reference hosting API, documentation pages with the widgets injected, and the demo site.

Options:
  --port N                    port of the docs origin: pages, /_/api/, /_/addons/, the demo (0 picks a free port;
                              default 8080)
  --api-port N                port of the dashboard API origin, /api/v3/ and /api/v2/ with the hosting service's
                              cross-site rules and its anonymous limit of 5 v3 calls a minute (default: --port + 1,
                              or a free port with 0)
  --single-origin             serve the whole API on the docs origin too, without rate limits (the old topology)
  --host H                    address to listen on (default 127.0.0.1)
  --data FILE                 load a dataset (JSON: {"projects": [...], "users": [...]}, the shape of the
                              reference API's Dataset type) instead of the demo data
  --docs [SLUG[/VERSION]=]DIR serve a built HTML site (Sphinx or MkDocs output) as a project version; repeatable.
                              SLUG defaults to the directory's name, VERSION to "latest". Pages are indexed on
                              every core, with progress printed, and the index is kept in a cache (--index-cache)
  --language [SLUG=]LANG      the language of the --docs sites (of project SLUG only, with SLUG=), instead of the one
                              each site records (Sphinx's language, <html lang>, MkDocs' theme.language; English
                              when none): it gives the URLs' language part, /docs/SLUG/LANG/VERSION/. Written as the
                              hosting service writes it (ja, zh-cn, pt-br; zh_CN and pt-BR are read as those);
                              repeatable
  --index-cache DIR|off       where the --docs index is kept across starts, keyed on the pages' contents, so a
                              second start skips parsing and indexing (default: $XDG_CACHE_HOME/docs-widgets, else
                              ./node_modules/.cache/docs-widgets, else ~/.cache/docs-widgets); off: no cache
  --token USER=TOKEN          create USER if needed and give it this API token; repeatable. Projects made with
                              --docs belong to the first such user
  --business                  answer as the business deployment (organizations, privacy levels)
  --latency MS                delay every API answer by MS milliseconds
  --fault PATTERN=SPEC        make matching API requests fail, for trying the widgets' error states; repeatable.
                              PATTERN is a path prefix or re:REGEX; SPEC is latency:MS, status:CODE[,retry-after:S],
                              malformed-json, wrong-shape, truncate or hang, with ,times:N to fail only N times.
                              Example: --fault /api/v3/search/=status:429,retry-after:5
  -h, --help                  show this help

The docs origin serves what a docs domain of the hosting service serves: documentation pages (with the service's
four meta tags and the widgets injected), /_/api/v3/search/, /_/api/v3/embed/, /_/api/v2/search/, /_/addons/; any
other /api/ path there is a documentation 404, as on the service. Both origins answer under any host name they are
reached by (localhost, 127.0.0.1, X-Forwarded-Host), and compress as the service does (brotli or gzip). Without --data or --docs the built-in demo dataset
(PixelKit) is served. Nothing is fetched from the network: embed
answers URLs of other sites, even allowed ones, with 400 "There was an error reading the URL requested."`;

export interface DocsOption {
  slug: string;
  version: string;
  dir: string;
}

export interface LanguageOption {
  slug: string | undefined;
  code: string;
}

export interface ServeOptions {
  port: number;
  /** Undefined: `port + 1` (or a free port when `port` is 0). */
  apiPort: number | undefined;
  /** Everything on one origin, no rate limits (the old topology). */
  singleOrigin: boolean;
  host: string;
  data: string | undefined;
  docs: DocsOption[];
  /** `--language`: per project slug, or for every `--docs` site (`slug` undefined); codes in the service's form. */
  languages: LanguageOption[];
  tokens: Array<{user: string; token: string}>;
  business: boolean;
  latencyMs: number;
  faults: FaultRule[];
  /** The `--docs` index cache's directory; undefined: the default one; false: no cache. */
  indexCache: string | false | undefined;
}

export type ParsedCommand = {kind: 'help'} | {kind: 'serve'; options: ServeOptions};

/** A bad command line: the message is one line, the process exits with code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const SLUG = /^[a-z0-9][a-z0-9_-]*$/;

/** A project slug from a directory name: lowercase, runs of other characters become `-`. */
export function slugFromDir(dir: string): string {
  const base = dir.replace(/[/\\]+$/, '').split(/[/\\]/).pop() ?? '';
  return base.toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'docs';
}

/** `--language ja`, `--language sphinx=zh_CN`. */
export function parseLanguageOption(value: string): LanguageOption {
  const equals = value.indexOf('=');
  const slug = equals === -1 ? undefined : value.slice(0, equals);
  const tag = value.slice(equals + 1);
  const code = serviceLanguage(tag);
  if ((slug !== undefined && !SLUG.test(slug)) || !code) {
    throw new UsageError(`--language ${value}: expected [SLUG=]LANG with a language the hosting service knows, like "ja", "zh-cn" or "pt-br"`);
  }
  return {slug, code};
}

export function parseDocsOption(value: string): DocsOption {
  const equals = value.indexOf('=');
  if (equals === -1) return {slug: slugFromDir(value), version: 'latest', dir: value};
  const target = value.slice(0, equals);
  const dir = value.slice(equals + 1);
  if (!dir) throw new UsageError(`--docs ${value}: missing directory after "="`);
  const [slug = '', version = 'latest', ...rest] = target.split('/');
  if (rest.length > 0 || !SLUG.test(slug) || !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(version)) {
    throw new UsageError(`--docs ${value}: expected [SLUG[/VERSION]=]DIR with a lowercase slug like "sphinx/5.3"`);
  }
  return {slug, version, dir};
}

function integer(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`${name} ${value}: expected a whole number from ${min} to ${max}`);
  }
  return Number(value);
}

export function parseArguments(argv: string[]): ParsedCommand {
  const args = [...argv];
  if (args.length === 0 || args.includes('--help') || args.includes('-h') || args[0] === 'help') return {kind: 'help'};
  const command = args.shift();
  if (command !== 'serve') throw new UsageError(`unknown command "${command}" (the commands are add, index and serve: try "docs-widgets --help")`);
  const options: ServeOptions = {
    port: 8080, apiPort: undefined, singleOrigin: false, host: '127.0.0.1', data: undefined, docs: [], languages: [], tokens: [], business: false, latencyMs: 0, faults: [],
    indexCache: undefined,
  };
  while (args.length > 0) {
    const arg = args.shift() ?? '';
    const [flag = '', inline] = arg.startsWith('--') && arg.includes('=') && !arg.startsWith('--docs=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : arg.startsWith('--docs=') ? ['--docs', arg.slice('--docs='.length)] : [arg, undefined];
    const value = (): string => {
      const next = inline ?? args.shift();
      if (next === undefined || (inline === undefined && next.startsWith('--'))) {
        throw new UsageError(`${flag} needs a value`);
      }
      return next;
    };
    switch (flag) {
      case '--port':
        options.port = integer('--port', value(), 0, 65535);
        break;
      case '--api-port':
        options.apiPort = integer('--api-port', value(), 0, 65535);
        break;
      case '--single-origin':
        if (inline !== undefined) throw new UsageError('--single-origin takes no value');
        options.singleOrigin = true;
        break;
      case '--host':
        options.host = value();
        break;
      case '--data':
        options.data = value();
        break;
      case '--docs':
        options.docs.push(parseDocsOption(value()));
        break;
      case '--language':
        options.languages.push(parseLanguageOption(value()));
        break;
      case '--token': {
        const raw = value();
        const equals = raw.indexOf('=');
        const user = raw.slice(0, equals);
        const token = raw.slice(equals + 1);
        if (equals <= 0 || !token || /\s/.test(raw)) throw new UsageError(`--token ${raw}: expected USER=TOKEN`);
        options.tokens.push({user, token});
        break;
      }
      case '--index-cache': {
        const dir = value();
        options.indexCache = dir === 'off' ? false : dir;
        break;
      }
      case '--business':
        if (inline !== undefined) throw new UsageError('--business takes no value');
        options.business = true;
        break;
      case '--latency':
        options.latencyMs = integer('--latency', value(), 0, 600_000);
        break;
      case '--fault': {
        const raw = value();
        try {
          options.faults.push(parseFaultSpec(raw));
        } catch (error) {
          if (!(error instanceof FaultSpecError)) throw error;
          throw new UsageError(`--fault ${raw}: ${error.message} (expected ${FAULT_SPEC_USAGE})`);
        }
        break;
      }
      default:
        throw new UsageError(`unknown option "${arg}" (try "docs-widgets serve --help")`);
    }
  }
  return {kind: 'serve', options};
}
