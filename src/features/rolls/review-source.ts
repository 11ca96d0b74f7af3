// Where the row under review came from, for the words beside a doubted field: a PDF row's box
// is pictured beside the form ("check this against the picture"); a table row has no picture,
// so its field shows the file's own cell instead ("4O" where the age could not be read).
import { createContext, useContext } from 'react';
import type { RollRow } from '../../domain/roll-jobs.ts';

export type ReviewSource = { picture: boolean; raw: RollRow['raw'] };

export const ReviewSourceContext = createContext<ReviewSource>({ picture: false, raw: undefined });

export const reviewSourceOf = (row: RollRow): ReviewSource => ({
  picture: row.hasImage,
  raw: row.raw,
});

export const useReviewSource = (): ReviewSource => useContext(ReviewSourceContext);
