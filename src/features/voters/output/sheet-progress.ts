/** How far a sheet has rendered; the print view shows it and offers Print when complete. */
export type Progress = { done: number; complete: boolean; failed: boolean };

/** Called by a sheet whenever its progress changes; keep it stable (useCallback/setState). */
export type SheetProgress = (progress: Progress) => void;
