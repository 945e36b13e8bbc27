/** The release a version of the demo documentation describes; pages change with it. */

export interface Release {
  /** e.g. `2.1.0`, `2.2.0.dev0`. */
  name: string;
  major: number;
  minor: number;
  /** The development branch (`latest`). */
  dev: boolean;
}

export function release(name: string): Release {
  const [major = 0, minor = 0] = name.split('.').map((part) => Number.parseInt(part, 10));
  return {name, major, minor, dev: name.includes('dev')};
}

export function atLeast(current: Release, major: number, minor = 0): boolean {
  return current.major > major || (current.major === major && current.minor >= minor);
}

export interface PageSource {
  path: string;
  title: string;
  /** First release that has this page. */
  since?: [number, number];
  rank?: number;
  render(current: Release): string;
}

export function pagesFor(sources: PageSource[], current: Release): PageSource[] {
  return sources.filter((page) => !page.since || atLeast(current, page.since[0], page.since[1]));
}
