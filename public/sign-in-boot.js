// Starts the app on the server's sign-in page (server/sign-in-page/defer-app.ts), which holds
// the app's files in a <template> so that a first visit pays for the form alone. The first
// touch, key or focus starts it while the person types; a phone that already holds a session
// starts it at once (the app then removes the form). Stylesheets go in first and the scripts
// only once they have loaded: the app takes the form over in its first frame and must not
// paint unstyled. Plain script, no build step: it runs before any of the app exists.
(() => {
  const script = document.currentScript;
  const template = document.getElementById(script.dataset.template);
  if (!template) return;
  const events = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

  const copyOf = (el) => {
    const copy = document.createElement(el.localName);
    for (const { name, value } of el.attributes) copy.setAttribute(name, value);
    return copy;
  };
  const loaded = (link) =>
    new Promise((done) => {
      link.addEventListener('load', done, { once: true });
      link.addEventListener('error', done, { once: true });
    });

  const start = () => {
    for (const type of events) removeEventListener(type, start, true);
    const copies = [...template.content.children].map(copyOf);
    const scripts = copies.filter((el) => el.localName === 'script');
    const rest = copies.filter((el) => el.localName !== 'script');
    const styles = rest.filter((el) => el.rel === 'stylesheet').map(loaded);
    template.replaceWith(...rest);
    Promise.all(styles).then(() => document.body.append(...scripts));
  };

  let signedIn = false;
  try {
    signedIn = !!localStorage.getItem(script.dataset.sessionKey);
  } catch {
    // Storage refused (a private mode): nobody is signed in here.
  }
  if (signedIn) start();
  else for (const type of events) addEventListener(type, start, { capture: true, passive: true });
})();
