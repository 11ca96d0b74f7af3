// List mode and form mode of the specification's screens/§4: Add opens an empty form, Edit the same form for one
// record, Back returns to the list and forgets the selection.
import { useCallback, useState } from 'react';

export type ListFormMode<Row> =
  { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; record: Row };

function toTop(): void {
  // A long list scrolled far down would otherwise open the form out of view. (Optional call:
  // not every environment implements element scrolling, jsdom for one.)
  document.scrollingElement?.scrollTo?.({ top: 0 });
}

export function useListFormMode<Row>() {
  const [mode, setMode] = useState<ListFormMode<Row>>({ kind: 'list' });
  const openCreate = useCallback(() => {
    setMode({ kind: 'create' });
    toTop();
  }, []);
  const openEdit = useCallback((record: Row) => {
    setMode({ kind: 'edit', record });
    toTop();
  }, []);
  const backToList = useCallback(() => setMode({ kind: 'list' }), []);
  return { mode, openCreate, openEdit, backToList };
}
