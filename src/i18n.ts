/// <reference types="vite/client" />
// i18next setup. Each area keeps its strings in src/locales/<lang>/<area>.json, nested under
// the area name; they are merged into the one 'translation' namespace, two chunks per language
// (src/locales/en-start.ts and en-rest.ts, hi-…), and only the language shown is loaded. The first visit
// follows the browser's language; a choice made in the selector is remembered in localStorage
// and wins from then on. The language in use is mirrored on <html lang>.
import i18n from 'i18next';
import type { BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleTree } from './locales/merge-area-files.ts';
import type enAccounts from './locales/en/accounts.json';
import type enApp from './locales/en/app.json';
import type enAreas from './locales/en/areas.json';
import type enAsd from './locales/en/asd.json';
import type enCampaigns from './locales/en/campaigns.json';
import type enAuth from './locales/en/auth.json';
import type enChat from './locales/en/chat.json';
import type enCommittees from './locales/en/committees.json';
import type enErrors from './locales/en/errors.json';
import type enFollowUps from './locales/en/followUps.json';
import type enForm20 from './locales/en/form20.json';
import type enHome from './locales/en/home.json';
import type enList from './locales/en/list.json';
import type enNav from './locales/en/nav.json';
import type enPanna from './locales/en/panna.json';
import type enPollDay from './locales/en/pollDay.json';
import type enPollScan from './locales/en/pollScan.json';
import type enProfile from './locales/en/profile.json';
import type enRolls from './locales/en/rolls.json';
import type enEditions from './locales/en/editions.json';
import type enShell from './locales/en/shell.json';
import type enSocial from './locales/en/social.json';
import type enSettings from './locales/en/settings.json';
import type enSmsMarks from './locales/en/smsMarks.json';
import type enSync from './locales/en/sync.json';
import type enTeams from './locales/en/teams.json';
import type enVoters from './locales/en/voters.json';
import type enWalk from './locales/en/walk.json';
import type enVoterImport from './locales/en/voterImport.json';
import type enVoterOutput from './locales/en/voterOutput.json';

/**
 * Key types come from the English files. A new area adds its `typeof` here so that t() knows
 * its keys; the completeness test covers every file regardless.
 */
export type TranslationResources = typeof enAccounts &
  typeof enApp &
  typeof enAreas &
  typeof enAsd &
  typeof enCampaigns &
  typeof enAuth &
  typeof enChat &
  typeof enCommittees &
  typeof enErrors &
  typeof enFollowUps &
  typeof enForm20 &
  typeof enHome &
  typeof enList &
  typeof enNav &
  typeof enPanna &
  typeof enPollDay &
  typeof enPollScan &
  typeof enProfile &
  typeof enRolls &
  typeof enEditions &
  typeof enShell &
  typeof enSettings &
  typeof enSmsMarks &
  typeof enSocial &
  typeof enSync &
  typeof enTeams &
  typeof enVoters &
  typeof enWalk &
  typeof enVoterImport &
  typeof enVoterOutput;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationResources };
  }
}

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l === value);
}

/** The remembered choice, if any. */
export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language | null {
  try {
    const saved = storage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage can be blocked (private mode): nothing remembered then.
  }
  return null;
}

export type BrowserLanguages = { languages?: readonly string[]; language?: string };

/**
 * The UI language for the browser's preferences: the first of them that we have ('hi',
 * 'hi-IN' → Hindi; 'en-IN' → English), so ['mr-IN', 'hi-IN'] gets Hindi and ['en-IN', 'hi']
 * English. None we have → English.
 */
export function browserLanguage(nav: BrowserLanguages | undefined): Language {
  const wanted = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  for (const tag of wanted) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The remembered choice, else the browser's language. */
export function initialLanguage(
  storage: Pick<Storage, 'getItem'> | undefined,
  nav: BrowserLanguages | undefined,
): Language {
  return storedLanguage(storage) ?? browserLanguage(nav);
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Reading window.localStorage itself throws where storage is disabled.
    return undefined;
  }
}

// Two chunks per language, loaded when that language is shown: a phone downloads the strings
// of the language it uses, not both (issue 26); and of those, first only the areas the first
// screens need (locales/start-areas.ts), the rest when another screen opens (issue 45: about
// 20 KB off the dashboard's first load and less to parse before its first paint).
type Chunk = () => Promise<{ default: LocaleTree }>;
const START_CHUNKS: Record<Language, Chunk> = {
  en: () => import('./locales/en-start.ts'),
  hi: () => import('./locales/hi-start.ts'),
};
const REST_CHUNKS: Record<Language, Chunk> = {
  en: () => import('./locales/en-rest.ts'),
  hi: () => import('./locales/hi-rest.ts'),
};

/** Once any screen has wanted every area, a language switch loads every area too. */
let everyAreaWanted = false;
const restLoaded = new Map<Language, Promise<void>>();

async function readLanguage(lng: Language): Promise<LocaleTree> {
  // A first screen other than the home wants every area: both chunks at once, not one after the
  // other (issue 45: Door to Door's first render waited for the second's round trip).
  const restAsked = everyAreaWanted ? REST_CHUNKS[lng]() : null;
  restAsked?.catch(() => undefined);
  const start = (await START_CHUNKS[lng]()).default;
  if (!everyAreaWanted) return start;
  const rest = (await (restAsked ?? REST_CHUNKS[lng]())).default;
  restLoaded.set(lng, Promise.resolve());
  return { ...start, ...rest };
}

// i18next asks this backend for a language before it switches to it, so changeLanguage()
// resolves once the strings are there.
const languageChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, _ns, callback) {
    if (!isLanguage(lng)) return callback(null, {});
    readLanguage(lng).then(
      (tree) => callback(null, tree),
      (err: unknown) => callback(err instanceof Error ? err.message : String(err), null),
    );
  },
};

/**
 * Every area's strings of the language shown, added to those of the first screens: each screen
 * but the home waits for it before it renders (app/route-screens.ts). Offline, the chunk comes
 * from the precache.
 */
export function allStrings(): Promise<void> {
  everyAreaWanted = true;
  const lng = i18n.language;
  if (!isLanguage(lng)) {
    // Asked at the router's start, before i18next has its first language: its backend will read
    // every area before the first render (readLanguage). The chunk is asked for now, while the
    // entry still runs; the backend's import of it then gets this one.
    REST_CHUNKS[firstLanguage]().catch(() => undefined);
    return Promise.resolve();
  }
  let loading = restLoaded.get(lng);
  if (!loading) {
    loading = REST_CHUNKS[lng]().then(({ default: rest }) => {
      i18n.addResourceBundle(lng, 'translation', rest, true, false);
    });
    loading.catch(() => restLoaded.delete(lng));
    restLoaded.set(lng, loading);
  }
  return loading;
}

const firstLanguage = initialLanguage(
  localStorageOrUndefined(),
  typeof navigator === 'undefined' ? undefined : navigator,
);
// Asked for now, while the rest of the entry still runs: i18next asks its backend only after a
// timer, once every module has run, and the first render waits for these strings. The
// backend's import of the same chunk then gets this one.
START_CHUNKS[firstLanguage]().catch(() => {
  // The backend's own import reports the failure.
});

/** Resolves once the first language's strings are loaded: render after it (src/main.tsx). */
export const i18nReady: Promise<unknown> = i18n
  .use(languageChunks)
  .use(initReactI18next)
  .init({
    lng: firstLanguage,
    // No fallback language: it would download English under Hindi. Every key exists in both
    // (tests/unit/i18n-completeness.test.ts).
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    // A key of an area not loaded yet (a component outside the screens' loaders asking for
    // one) brings every area; the strings' arrival renders it again ('added'). Only for the
    // language shown: the loading splash asks for the other language's words too.
    saveMissing: true,
    missingKeyHandler: (lngs) => {
      if (i18n.isInitialized && lngs.includes(i18n.language))
        void allStrings().catch(() => undefined);
    },
    react: { bindI18nStore: 'added' },
  });

function reflectLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
reflectLanguage(i18n.language);
i18n.on('languageChanged', reflectLanguage);

/** Switch the UI language and remember it for the next visit. */
export async function changeLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not remembered, but the switch itself still works.
  }
  await i18n.changeLanguage(lng);
}

export { i18n };
