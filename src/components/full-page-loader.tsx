import { useTranslation } from 'react-i18next';

/**
 * The splash of index.html, rendered by React: same markup and classes (styled by the inline
 * <style> there), so taking over from the splash shows no jump. Brand and loading line appear
 * in English and Hindi like the splash, which cannot know the chosen language; the status is
 * announced in the current language.
 */
export function FullPageLoader() {
  const { t, i18n } = useTranslation();
  const en = i18n.getFixedT('en');
  const hi = i18n.getFixedT('hi');
  return (
    <div className="bp-splash" role="status" aria-label={t('app.loading')}>
      <div className="bp-splash-spinner" aria-hidden="true" />
      <p className="bp-splash-brand">
        <span lang="en">{en('app.name')}</span>
        <span lang="hi">{hi('app.name')}</span>
      </p>
      <p className="bp-splash-loading">
        <span lang="en">{en('app.loading')}</span> · <span lang="hi">{hi('app.loading')}</span>
      </p>
    </div>
  );
}
