// Booth grades from the last result (issue 46): how a booth voted, by the margin of the party's
// candidate over the strongest other candidate, in points of the votes cast for someone (the
// candidates and NOTA; rejected votes left out). The admin picks the candidate and the bands;
// the defaults are the parties' own: A won by 10 points or more, B won by less, C lost by less
// than 10 (a tie is not a win), D lost by 10 or more. A booth whose stations cast no vote for
// anyone has no grade.
import { number, object } from 'yup';
import { MSG } from '../validation.ts';

export const GRADES = ['A', 'B', 'C', 'D'] as const;
export type Grade = (typeof GRADES)[number];

export type GradeRule = {
  /** Index of the party's candidate in the sheet's candidates. */
  ourCandidate: number;
  /** A from this margin (points) up; B above 0 and below it. */
  wonBy: number;
  /** D from this margin lost (points) up; C from a tie to below it. */
  lostBy: number;
};

export const DEFAULT_BANDS = { wonBy: 10, lostBy: 10 } as const;

/** What a booth's stations add up to. */
export type BoothVotes = { votes: readonly number[]; nota: number };

export type BoothGrade = {
  grade: Grade | null;
  /** Points: our share minus the strongest other candidate's; null without votes. */
  margin: number | null;
  ourVotes: number;
  /** The strongest other candidate's votes. */
  rivalVotes: number;
  /** Votes cast for someone: the candidates and NOTA. */
  castVotes: number;
};

/** The grade of a margin under the bands. */
export function gradeOfMargin(margin: number, rule: Pick<GradeRule, 'wonBy' | 'lostBy'>): Grade {
  if (margin >= rule.wonBy) return 'A';
  if (margin > 0) return 'B';
  if (margin > -rule.lostBy) return 'C';
  return 'D';
}

export function gradeBooth(booth: BoothVotes, rule: GradeRule): BoothGrade {
  const ourVotes = booth.votes[rule.ourCandidate] ?? 0;
  let rivalVotes = 0;
  let candidates = 0;
  booth.votes.forEach((v, i) => {
    candidates += v;
    if (i !== rule.ourCandidate && v > rivalVotes) rivalVotes = v;
  });
  const castVotes = candidates + booth.nota;
  if (castVotes <= 0) return { grade: null, margin: null, ourVotes, rivalVotes, castVotes };
  // Rounded to hundredths of a point, so the grade is the one the screen's margin shows.
  const margin = Math.round(((ourVotes - rivalVotes) * 10000) / castVotes) / 100;
  return { grade: gradeOfMargin(margin, rule), margin, ourVotes, rivalVotes, castVotes };
}

/** Stations' votes added up, column by column. */
export function addVotes(stations: readonly BoothVotes[], candidates: number): BoothVotes {
  const votes = new Array<number>(candidates).fill(0);
  let nota = 0;
  for (const s of stations) {
    for (let i = 0; i < candidates; i++) votes[i]! += s.votes[i] ?? 0;
    nota += s.nota;
  }
  return { votes, nota };
}

const band = () =>
  number().typeError(MSG.number).min(0, MSG.number).max(100, MSG.number).required(MSG.required);

/** PUT /form20/elections/:id/grading: the party's candidate and the bands. */
export const gradingSchema = object({
  ourCandidate: number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(0, MSG.number)
    .max(200, MSG.number)
    .required(MSG.required),
  wonBy: band(),
  lostBy: band(),
});
