// What other features use of pannas: the active ones, their voters, and which are mine.
export { loadPannas, myPannaIds, pannaVoterIds } from './panna-data.ts';
export type { PannaRow } from './panna-data.ts';
