// Group chat (the specification's screens "Group Chat", §5 "Group form"): what the screen and the server share.
import { array, object, string } from 'yup';
import { MSG } from './validation.ts';

/** Someone I may put in a group: the people of my area and those above it (GET /api/chat/people). */
export type ChatPerson = { id: string; name: string; scope: string | null };
export type ChatPeopleResponse = { people: ChatPerson[] };

/** The specification's validation rules: "Members are split on commas, trimmed, empties dropped." */
export const splitMembers = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** The Create Group form: a name and at least one member besides me (the specification's validation rules: both required). */
export const groupFormSchema = object({
  name: string().trim().max(200, MSG.tooLong).required(MSG.required),
  members: array(string().required()).min(1, MSG.required).required(MSG.required),
});

/** A message worth sending: the specification's states, an empty or whitespace-only message is ignored. */
export const messageText = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed ? trimmed.slice(0, 4000) : null;
};
