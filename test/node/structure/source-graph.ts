/**
 * The source tree as a graph, for the house rules that keep it navigable: no file over a line limit, no import
 * cycle. Every kind of import is an edge: static, `export … from`, type-only, dynamic `import()` and `import('…')`
 * types, since a cycle through any of them is still two modules that cannot be read, moved or tested apart.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import ts from 'typescript';

export interface SourceFile {
  /** Path relative to the root, with forward slashes. */
  path: string;
  lines: number;
  /** Relative imports resolved to files of the tree (paths relative to the root). */
  imports: string[];
}

function specifiersOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) found.push(argument.literal.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push(expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const countLines = (text: string) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

/** Every `.ts` file under `root`, with its length and its imports of other files under `root`. */
export function readSourceTree(root: string): SourceFile[] {
  const absoluteRoot = resolve(root);
  const paths = readdirSync(absoluteRoot, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
  const known = new Set(paths);
  return paths.sort().map((file) => {
    const text = readFileSync(file, 'utf8');
    const imports = specifiersOf(file, text)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(dirname(file), specifier.replace(/\.js$/, '.ts')))
      .filter((target) => known.has(target))
      .map((target) => relative(absoluteRoot, target).split('\\').join('/'));
    return {path: relative(absoluteRoot, file).split('\\').join('/'), lines: countLines(text), imports: [...new Set(imports)]};
  });
}

/**
 * The import cycles of the tree: one per strongly connected component (Tarjan), shown as one concrete loop
 * through it, `a.ts -> b.ts -> a.ts`, so the message says which import to cut.
 */
export function findCycles(files: SourceFile[]): string[][] {
  const edges = new Map(files.map((file) => [file.path, file.imports]));
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;

  const connect = (node: string): void => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfImport = component.length === 1 && (edges.get(node) ?? []).includes(node);
    if (component.length > 1 || selfImport) components.push(component);
  };
  for (const node of edges.keys()) if (!index.has(node)) connect(node);

  return components.map((component) => loopThrough(component.sort()[0]!, new Set(component), edges));
}

/** A shortest path from `start` back to itself inside one component (breadth-first). */
function loopThrough(start: string, members: Set<string>, edges: Map<string, string[]>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of edges.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let step: string | undefined = node; step !== undefined && step !== start; step = cameFrom.get(step)) {
          loop.splice(1, 0, step);
        }
        return [...loop, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
