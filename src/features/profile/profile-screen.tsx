// /dashboard/profile (the specification's screens, §6): my own profile, or — when a row menu navigated here with
// { record, table } — that record's read-only card.
import { useLocation } from 'react-router-dom';
import { MyProfile } from './my-profile.tsx';
import { RecordCard } from './record-card.tsx';
import { recordStateOf } from './record-state.ts';

export function ProfileScreen() {
  const state = recordStateOf(useLocation().state);
  return state ? <RecordCard state={state} /> : <MyProfile />;
}
