// When a job was started, as its heading says it: date and time in the user's language.
import { useDates } from '../../components/use-dates.ts';

export function useJobTime(): (iso: string) => string {
  return useDates().dateTime;
}
