/** Files from a directory, never outside it (no `..`, no absolute paths), with the right content type. */

import {readFile, stat} from 'node:fs/promises';
import {extname, resolve, sep} from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.pdf': 'application/pdf',
};

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** The file at `relativePath` under `root`, or undefined (missing, a directory, or outside `root`). */
export async function readStaticFile(root: string, relativePath: string): Promise<{body: Uint8Array<ArrayBuffer>; type: string} | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = resolve(root);
  const target = resolve(base, `.${sep}${decoded.replace(/^[/\\]+/, '')}`);
  if (target !== base && !target.startsWith(base + sep)) return undefined;
  const info = await stat(target).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  return {body: new Uint8Array(await readFile(target)), type: contentType(target)};
}
