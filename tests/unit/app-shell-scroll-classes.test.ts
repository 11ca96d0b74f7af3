// The class names the build gives Mantine's AppShell in place of react-remove-scroll
// (scripts/app-shell-scroll-classes.ts) are the library's own: a modal's scroll lock then
// still keeps the fixed header clear of the scroll bar.
import { RemoveScroll as library } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from '../../src/app/shell/app-shell-scroll-classes.ts';

describe("AppShell's scroll class names", () => {
  it('equal react-remove-scroll’s', () => {
    expect(RemoveScroll.classNames).toEqual({
      zeroRight: library.classNames.zeroRight,
      fullWidth: library.classNames.fullWidth,
    });
  });
});
