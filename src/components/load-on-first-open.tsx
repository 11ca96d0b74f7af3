// Why: a menu's code (Mantine's Menu, Popover and the floating-ui placement under them, about
// 11 KB compressed) is needed only once someone opens a menu, while its button is on almost
// every screen (the header's user menu, each list row). So the button alone is drawn until
// the first open; then the menu, loaded from the precache in a few milliseconds on that tap,
// replaces it and stays.
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * `button` until `opened` is first true, then `children` (a lazy menu drawn with its own copy
 * of the button as its target), with `button` shown while the menu's code loads.
 */
export function LoadOnFirstOpen({
  opened,
  button,
  children,
}: {
  opened: boolean;
  button: ReactNode;
  children: ReactNode;
}) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={button}>{children}</Suspense> : button;
}
