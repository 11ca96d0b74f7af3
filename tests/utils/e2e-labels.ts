// The accessible names the page models look for, per UI language. English is the spec's
// fixed wording; Hindi comes from the app's own locale files so copy edits don't break tests.
import hiApp from '../../src/locales/hi/app.json';
import hiAuth from '../../src/locales/hi/auth.json';
import hiShell from '../../src/locales/hi/shell.json';

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
};

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
  },
};
