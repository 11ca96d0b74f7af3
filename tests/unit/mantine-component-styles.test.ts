// Mantine's stylesheet split per component keeps Mantine's own cascade order through layers,
// whatever order the screens' files load in (scripts/mantine-component-styles.ts).
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformHook, TransformResult } from 'vite';
import { mantineComponentStylesPlugin } from '../../scripts/mantine-component-styles.ts';

const plugin = mantineComponentStylesPlugin();
const stylesDir = '/node_modules/@mantine/core/styles';

/** The layer statement the plugin puts in <head>, as a list of names. */
function declaredLayers(): string[] {
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const tags = hook.handler.call({} as never, '', {} as never) as {
    tag: string;
    children: string;
  }[];
  expect(tags).toHaveLength(1);
  const [{ tag, children }] = tags as [{ tag: string; children: string }];
  expect(tag).toBe('style');
  return /^@layer (.*);$/.exec(children)![1]!.split(', ');
}

function transform(code: string, id: string): string | null {
  const hook = plugin.transform as (code: string, id: string) => TransformResult | null;
  const result = hook.call({} as never, code, id);
  return result && typeof result === 'object' ? (result.code ?? null) : null;
}

describe("Mantine's stylesheet per component", () => {
  it("declares a layer per component in Mantine's order: base first, other packages last", () => {
    const layers = declaredLayers();
    expect(layers[0]).toBe('mantine-base');
    expect(layers.at(-1)).toBe('mantine-more');
    const at = (name: string) => layers.indexOf(`mantine-${name}`);
    // What a component is built from comes before it, so the component's own rules win.
    expect(at('UnstyledButton')).toBeGreaterThan(0);
    expect(at('UnstyledButton')).toBeLessThan(at('Tabs'));
    expect(at('UnstyledButton')).toBeLessThan(at('Button'));
    expect(at('Input')).toBeLessThan(at('PasswordInput'));
    expect(at('Popover')).toBeLessThan(at('Menu'));
    expect(new Set(layers).size).toBe(layers.length);
  });

  it("puts each component's file in its layer and other Mantine packages in the last", () => {
    const tabs = transform('.m_4ec4dce6{padding:1px}', `${process.cwd()}${stylesDir}/Tabs.css`);
    expect(tabs).toBe('@layer mantine-Tabs {\n.m_4ec4dce6{padding:1px}\n}\n');
    const toasts = transform('.a{}', '/x/node_modules/@mantine/notifications/styles.css');
    expect(toasts).toBe('@layer mantine-more {\n.a{}\n}\n');
  });

  it("leaves the app's own stylesheets unlayered, so they win over Mantine's", () => {
    expect(transform('.a{}', '/x/src/app/touch-targets.css')).toBeNull();
  });

  it("makes a component's class map import its stylesheet", () => {
    const id = '/x/node_modules/@mantine/core/esm/components/Tabs/Tabs.module.mjs';
    expect(transform('export default {};', id)).toMatch(/^import ".*[\\/]styles[\\/]Tabs\.css";/);
  });

  it("makes a shared utility's class map import its stylesheet (a checkbox beside its label)", () => {
    const id = '/x/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs';
    expect(transform('export default {};', id)).toMatch(
      /^import ".*[\\/]styles[\\/]InlineInput\.css";/,
    );
  });
});
