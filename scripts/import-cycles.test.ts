import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/** The folders whose modules import one another: the server, the browser app and their contract. */
const ROOTS = ['server', 'src', 'contract'];
const SOURCE = /\.(ts|tsx)$/;
// Every relative specifier, type-only imports and re-exports included: a cycle of types still
// ties the files' order together for a reader.
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(COMMENTS, '');
  return [...text.matchAll(RELATIVE_IMPORT)].flatMap(([, specifier = '']) => {
    const base = path.join(path.dirname(file), specifier);
    const target = EXTENSIONS.map((extension) => base + extension).find(
      (candidate) => SOURCE.test(candidate) && existsSync(candidate),
    );
    return target ? [target] : [];
  });
}

/** The strongly connected components of more than one file, or of a file importing itself. */
function importCycles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    lowLink.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, order.get(target)!));
      }
    }
    if (lowLink.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

test('no two files of server/, src/ and contract/ import each other, even through others', () => {
  const files = ROOTS.flatMap(sourceFiles);
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  expect(files.length).toBeGreaterThan(500);
  expect(importCycles(graph)).toEqual([]);
});

test('the cycle finder finds a cycle through three files', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts', 'd.ts']],
    ['d.ts', []],
  ]);
  expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
});
