// What Mantine's AppShell reads from react-remove-scroll: only the class names that keep its
// fixed header clear of the scroll bar a modal removes (RemoveScroll.classNames.zeroRight). The
// build gives AppShell this in place of the library (scripts/app-shell-scroll-classes.ts), so
// every first load does not fetch the library's code (4 KB) for two strings; modals and
// drawers still load the library itself. tests/unit/app-shell-scroll-classes.test.ts keeps
// the strings equal to the library's.
export const RemoveScroll = {
  classNames: {
    zeroRight: 'right-scroll-bar-position',
    fullWidth: 'width-before-scroll-bar',
  },
};
