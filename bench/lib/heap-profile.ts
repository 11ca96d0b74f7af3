// What a page allocated, from a sampling heap profile (CDP HeapProfiler.startSampling with the
// objects collected since kept in): the functions that allocated most themselves, and those
// under which most was allocated. Used by bench:pad's PAD_BENCH_HEAP.

type HeapNode = {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
};

export type HeapProfile = { head: HeapNode };

const frameName = (f: HeapNode['callFrame']): string =>
  `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;

/** The `n` functions allocating most themselves, then the `n` under which most was allocated. */
export function heapTop(profile: HeapProfile, n = 25): string[] {
  const self = new Map<string, number>();
  const under = new Map<string, number>();
  const walk = (node: HeapNode, path: string[]): number => {
    const name = frameName(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + node.selfSize);
    let total = node.selfSize;
    for (const child of node.children) total += walk(child, [...path, name]);
    // Counted once per path, however deep it recurses.
    if (!path.includes(name)) under.set(name, (under.get(name) ?? 0) + total);
    return total;
  };
  const all = walk(profile.head, []);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const ranked = (m: Map<string, number>) =>
    [...m]
      .filter(([name]) => !name.startsWith('(root)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, bytes]) => `${kb(bytes).padStart(9)} ${name}`);
  return [`${kb(all)} in all`, '-- self', ...ranked(self), '-- under', ...ranked(under)];
}
