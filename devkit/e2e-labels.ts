// The accessible names the page models look for, per UI language. English is the spec's
// fixed wording; Hindi comes from the app's own locale files so copy edits don't break tests.
import hiApp from '../src/locales/hi/app.json';
import hiAuth from '../src/locales/hi/auth.json';
import hiShell from '../src/locales/hi/shell.json';

export type Lang = 'en' | 'hi';

export type UiLabels = {
  name: string;
  email: string;
  password: string;
  signIn: string;
  signUp: string;
  redirecting: string;
  signUpSuccess: string;
  hello: (firstName: string) => string;
  toggleNav: string;
  userMenu: string;
  logout: string;
  language: string;
  /** Sign-in/sign-up alerts for a slow network (no answer in time) and for no network. */
  slowNetwork: string;
  offline: string;
  retry: string;
};

const SLOW_SECONDS = 15;

export const LABELS: Record<Lang, UiLabels> = {
  en: {
    name: 'Name',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign In',
    signUp: 'Sign Up',
    redirecting: 'Redirecting to Sign In...',
    signUpSuccess: 'Account created successfully',
    hello: (firstName) => `Hello, ${firstName}`,
    toggleNav: 'Toggle navigation',
    userMenu: 'User menu',
    logout: 'Logout',
    language: 'Language',
    slowNetwork: `The network is too slow: no answer from the server within ${SLOW_SECONDS} seconds.`,
    offline: 'You appear to be offline. Check your internet connection and try again.',
    retry: 'Retry',
  },
  hi: {
    name: hiAuth.auth.fields.name,
    email: hiAuth.auth.fields.email,
    password: hiAuth.auth.fields.password,
    signIn: hiAuth.auth.signIn.submit,
    signUp: hiAuth.auth.signUp.submit,
    redirecting: hiAuth.auth.signUp.redirecting,
    signUpSuccess: hiAuth.auth.signUp.success,
    hello: (firstName) => hiShell.shell.hello.replace('{{name}}', firstName),
    toggleNav: hiShell.shell.toggleNav,
    userMenu: hiShell.shell.userMenu,
    logout: hiShell.shell.logout,
    language: hiApp.app.language,
    slowNetwork: hiAuth.auth.network.slow.replace('{{seconds}}', String(SLOW_SECONDS)),
    offline: hiAuth.auth.network.offline,
    retry: hiAuth.auth.network.retry,
  },
};
