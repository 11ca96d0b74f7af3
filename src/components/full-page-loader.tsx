import { useTranslation } from 'react-i18next';

/**
 * The splash's words in both languages, as index.html prints them: the strings of the language
 * not chosen are not loaded at start (src/locales/start-areas.ts), and the splash must not show
 * a key ("app.name") in their place.
 */
const SPLASH = {
  en: { name: 'Booth Panel', loading: 'Loading...' },
  hi: { name: 'बूथ पैनल', loading: 'लोड हो रहा है...' },
} as const;

/**
 * The splash of index.html, rendered by React: same markup and classes (styled by the inline
 * <style> there), so taking over from the splash shows no jump. Brand and loading line appear
 * in English and Hindi like the splash, which cannot know the chosen language; the status is
 * announced in the current language.
 */
export function FullPageLoader() {
  const { t, i18n } = useTranslation();
  const word = (lng: 'en' | 'hi', key: 'name' | 'loading') =>
    i18n.getFixedT(lng)(`app.${key}`, { defaultValue: SPLASH[lng][key] });
  return (
    <div className="bp-splash" role="status" aria-label={t('app.loading')}>
      <div className="bp-splash-spinner" aria-hidden="true" />
      <p className="bp-splash-brand">
        <span lang="en">{word('en', 'name')}</span>
        <span lang="hi">{word('hi', 'name')}</span>
      </p>
      <p className="bp-splash-loading">
        <span lang="en">{word('en', 'loading')}</span> ·{' '}
        <span lang="hi">{word('hi', 'loading')}</span>
      </p>
    </div>
  );
}
