export type LocaleTree = Record<string, unknown>;

/** One language's area files (each nested under its own area name) as one resource tree. */
export function mergeAreaFiles(files: Record<string, unknown>): LocaleTree {
  return Object.assign({}, ...Object.values(files)) as LocaleTree;
}
