// The folder map is enforced by `npm run lint` (eslint.layers.js); this lints small made-up files
// with the project's own config, so a rule that silently stops matching (a moved folder, a
// regex typo) fails here instead of letting forbidden imports through.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Case = { name: string; filePath: string; from: string };

/** Each a forbidden import: one per rule of docs/architecture.md. */
const FORBIDDEN: Case[] = [
  {
    name: 'a feature imports another',
    filePath: 'src/features/walk/probe.ts',
    from: '../panna/panna-data.ts',
  },
  {
    name: 'a feature imports another through src',
    filePath: 'src/features/walk/probe.ts',
    from: '../../features/panna/panna-data.ts',
  },
  {
    name: 'a feature subfolder imports another feature',
    filePath: 'src/features/voters/report/probe.ts',
    from: '../../settings/settings-commands.ts',
  },
  {
    name: 'a feature imports the app',
    filePath: 'src/features/home/probe.ts',
    from: '../../app/use-session.ts',
  },
  {
    name: 'the database imports a feature',
    filePath: 'src/db/probe.ts',
    from: '../features/walk/walk-data.ts',
  },
  { name: 'the database imports sync', filePath: 'src/db/probe.ts', from: '../sync/session.ts' },
  {
    name: 'sync imports a component',
    filePath: 'src/sync/probe.ts',
    from: '../components/toast.ts',
  },
  {
    name: "the roll's read model imports a feature",
    filePath: 'src/roll/probe.ts',
    from: '../features/panna/panna-data.ts',
  },
  {
    name: 'a component imports the database',
    filePath: 'src/components/probe.ts',
    from: '../db/commands.ts',
  },
  {
    name: "a component imports the roll's read model",
    filePath: 'src/components/data-table/probe.ts',
    from: '../../roll/index.ts',
  },
  {
    name: 'the pocket printer imports a feature',
    filePath: 'src/printer/probe.ts',
    from: '../features/voters/output/slip-data.ts',
  },
  {
    name: 'the pocket printer imports the database',
    filePath: 'src/printer/probe.ts',
    from: '../db/instance.ts',
  },
  {
    name: 'a screen imports the database instance',
    filePath: 'src/features/walk/probe.tsx',
    from: '../../db/instance.ts',
  },
  {
    name: 'the app shell imports the database instance',
    filePath: 'src/app/shell/probe.tsx',
    from: '../../db/instance.ts',
  },
  {
    name: 'the server imports src/db',
    filePath: 'server/routes/probe.ts',
    from: '../../src/db/types.ts',
  },
  {
    name: 'the server imports dev tooling',
    filePath: 'server/probe.ts',
    from: '../devkit/e2e-server.ts',
  },
  { name: 'the domain imports dexie', filePath: 'src/domain/probe.ts', from: 'dexie' },
  {
    name: 'the domain imports the database',
    filePath: 'src/domain/probe.ts',
    from: '../db/types.ts',
  },
  {
    name: 'a script imports a test helper',
    filePath: 'scripts/probe.ts',
    from: '../tests/utils/setup-unit.ts',
  },
  {
    name: 'a bench imports a test helper',
    filePath: 'bench/lib/probe.ts',
    from: '../../tests/utils/setup-unit.ts',
  },
  {
    name: 'a test imports a bench',
    filePath: 'tests/server/probe.ts',
    from: '../../bench/lib/measure.ts',
  },
  {
    name: 'devkit imports a script',
    filePath: 'devkit/gate/probe.ts',
    from: '../../scripts/precompress.ts',
  },
];

/** Each allowed by the same rules. */
const ALLOWED: Case[] = [
  {
    name: "a feature imports the roll's read model",
    filePath: 'src/features/walk/probe.ts',
    from: '../../roll/index.ts',
  },
  {
    name: 'a feature subfolder imports its own feature',
    filePath: 'src/features/voters/report/probe.ts',
    from: '../output/index.ts',
  },
  {
    name: 'a feature subfolder imports the pocket printer',
    filePath: 'src/features/voters/output/probe.ts',
    from: '../../../printer/index.ts',
  },
  {
    name: 'a feature hook imports the database instance',
    filePath: 'src/features/walk/probe.ts',
    from: '../../db/instance.ts',
  },
  {
    name: 'the app imports a feature',
    filePath: 'src/app/probe.ts',
    from: '../features/walk/walk-screen.tsx',
  },
  {
    name: 'the server imports the domain',
    filePath: 'server/routes/probe.ts',
    from: '../../src/domain/areas.ts',
  },
  {
    name: 'the server reads the locale texts',
    filePath: 'server/sign-in-page/probe.ts',
    from: '../../src/locales/hi/auth.json',
  },
  {
    name: 'a script imports devkit',
    filePath: 'scripts/probe.ts',
    from: '../devkit/e2e-browser.ts',
  },
  {
    name: 'a test imports devkit',
    filePath: 'tests/e2e/probe.ts',
    from: '../../devkit/e2e-server.ts',
  },
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

type Form = { rule: string; code: (from: string) => string };
/** An import declaration, and the same module loaded lazily with `import()`. */
const FORMS: Record<'static' | 'dynamic', Form> = {
  static: {
    rule: 'no-restricted-imports',
    code: (from) => `import { probe } from '${from}';\n\nexport const used = probe;\n`,
  },
  dynamic: {
    rule: 'layers/dynamic-imports',
    code: (from) => `export const used = () => import('${from}');\n`,
  },
};

/** The layer messages ESLint gives for one import, in one form, in a file at `filePath`. */
async function layerMessages({ filePath, from }: Case, form: Form): Promise<string[]> {
  const [result] = await eslint.lintText(form.code(from), { filePath: `${ROOT}/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === form.rule).map((m) => m.message);
}

describe.each(Object.entries(FORMS))('lint enforces the layers (%s import)', (_, form) => {
  it.each(FORBIDDEN)('reports: $name', async (probe) => {
    expect(await layerMessages(probe, form)).toHaveLength(1);
  });

  it.each(ALLOWED)('allows: $name', async (probe) => {
    expect(await layerMessages(probe, form)).toEqual([]);
  });
});

describe('lint keeps spinners named', () => {
  const lint = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
  };

  it("reports a screen that draws Mantine's bare Loader", async () => {
    const code = "import { Loader } from '@mantine/core';\n\nexport const used = Loader;\n";
    const [message, ...rest] = await lint(code, 'src/features/chat/probe.tsx');
    expect(rest).toEqual([]);
    expect(message?.message).toContain('LoadingMark');
  });

  it('allows the rest of @mantine/core, and LoadingMark itself', async () => {
    const code = "import { Button } from '@mantine/core';\n\nexport const used = Button;\n";
    expect(await lint(code, 'src/features/chat/probe.tsx')).toEqual([]);
    const own = readFileSync(`${ROOT}/src/components/loading-mark.tsx`, 'utf8');
    expect(await lint(own, 'src/components/loading-mark.tsx')).toEqual([]);
  });
});
