// Why a screen failed to open, when the reason is its code that never reached the phone.

/**
 * A screen's code that could not be fetched: a desk tool is not in the app's offline copy until
 * it has been opened once (scripts/outside-precache.ts), so offline its import fails. Browsers
 * word a failed import differently; the build's loader fails first when the screen's stylesheet
 * cannot be fetched ("Unable to preload CSS").
 */
export function isScreenNotLoaded(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|unable to preload css/i.test(
      error.message,
    )
  );
}
