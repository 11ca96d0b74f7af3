// The not-yet-voted list as a virtual list over the page's own scroll: a booth's 1,200 voters
// are all reachable by scrolling, and only the rows in view (and a few around) are in the page.
// Rows have fixed heights (not-voted.module.css), so none is measured.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotVotedItem } from './not-voted-items.ts';
import { NotVotedRow } from './not-voted-row.tsx';
import classes from './not-voted.module.css';

const GROUP_HEIGHT = 40;
const VOTER_HEIGHT = 60;

const itemKey = (item: NotVotedItem): string =>
  item.kind === 'group' ? `group:${item.group}` : item.voter.id;

/** Where the list starts in the page; kept up to date as what is above it grows or shrinks. */
function useOffsetInPage(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setOffset(el.getBoundingClientRect().top + window.scrollY);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

/** memo: the screen re-renders on every mark; the rows only when the list itself changed. */
export const NotVotedRows = memo(function NotVotedRows({
  items,
  label,
}: {
  items: NotVotedItem[];
  label: string;
}) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useOffsetInPage(listRef);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (i) => (items[i]!.kind === 'group' ? GROUP_HEIGHT : VOTER_HEIGHT),
    getItemKey: (i) => itemKey(items[i]!),
    overscan: 8,
    scrollMargin,
  });
  return (
    <ul
      ref={listRef}
      className={classes.list}
      style={{ height: virtualizer.getTotalSize() }}
      aria-label={label}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index]!;
        return (
          <li
            key={row.key}
            className={classes.item}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            // Only the rows in view are in the page: say where each stands in the whole list.
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
          >
            {item.kind === 'group' ? (
              <div className={classes.group}>
                <h3 className={classes.groupTitle}>
                  {t(`pollDay.notVoted.groups.${item.group}`, { count: item.count })}
                </h3>
              </div>
            ) : (
              <NotVotedRow voter={item.voter} />
            )}
          </li>
        );
      })}
    </ul>
  );
});
