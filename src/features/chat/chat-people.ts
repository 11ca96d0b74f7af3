// The people I may put in a group (GET /api/chat/people), kept on the phone so a group can
// be made offline with the people last seen online.
import { useEffect, useState } from 'react';
import type { ChatPerson } from '../../domain/chat.ts';
import { apiRoutes } from '../../domain/api/index.ts';
import { callApi } from '../../sync/call-api.ts';

const cacheKey = (userId: string) => `chat.people.${userId}`;

function cached(userId: string): ChatPerson[] {
  try {
    const raw = localStorage.getItem(cacheKey(userId));
    return raw ? (JSON.parse(raw) as ChatPerson[]) : [];
  } catch {
    return [];
  }
}

export function useChatPeople(userId: string | null): ChatPerson[] {
  const [people, setPeople] = useState<ChatPerson[]>(() => (userId ? cached(userId) : []));
  useEffect(() => {
    if (!userId) return;
    let live = true;
    callApi(apiRoutes.chat.people).then(
      ({ people: fresh }) => {
        if (!live) return;
        setPeople(fresh);
        try {
          localStorage.setItem(cacheKey(userId), JSON.stringify(fresh));
        } catch {
          // Full storage: the list still works for this visit.
        }
      },
      // Offline or refused: the people last seen stay offered.
      (err: unknown) => console.warn('Chat people not loaded', err),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  return people;
}
