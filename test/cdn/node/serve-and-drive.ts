/**
 * For the Node tests that drive real documentation in Chromium (test/node/real-docs-*.test.ts, themes-*.test.ts):
 * build the script-tag bundle when needed, run `docs-widgets serve`, launch Debian's Chromium with playwright-core.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {chromium, type Browser, type Page} from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Builds dist/cdn when it is missing or older than src/ (what `serve` hands out at /_/docs-widgets/). */
export async function ensureCdnBuilt(): Promise<void> {
  // @ts-expect-error: a plain ES module script without types.
  const {buildCdn, cdnIsStale} = (await import('../../../scripts/build-cdn.mjs')) as {
    buildCdn(): Promise<void>;
    cdnIsStale(): boolean;
  };
  if (cdnIsStale()) await buildCdn();
}

export interface Server {
  /** `http://127.0.0.1:PORT/` */
  url: string;
  /** Everything the server printed. */
  output: string[];
  stop(): Promise<void>;
}

/** Starts `docs-widgets serve --port 0 ...args` from source and resolves once it listens. */
export async function startServer(args: string[], timeoutMs = 120_000): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli/docs-widgets.ts', 'serve', '--port', '0', ...args],
    {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']},
  );
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not listen within ${timeoutMs} ms:\n${output.join('')}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /listening on (http:\/\/\S+\/)/.exec(output.join(''));
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}:\n${output.join('')}`));
    });
  });
  return {
    url,
    output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM);
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_FLAGS});
}

/** Collects what goes wrong in a page: uncaught errors, console errors, and CSP reports. */
export function watchPage(page: Page): {errors: string[]} {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/favicon|Failed to load resource/.test(message.text())) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return {errors};
}
