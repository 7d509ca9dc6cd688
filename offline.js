// Registers the service worker (sw.js: the site works offline after one
// visit) and, when a new version of the site has been installed beside the
// running one, says so in a quiet notice at the top of the page: "A new
// version is ready." and a Reload button. Loaded by boot.js once the app runs.
//
// Reload asks the new worker to take over; every open page of the site then
// reloads on the new version (its board is in localStorage, shared by all
// tabs, so nothing is lost). A plain reload of the only open page also runs
// the new version (sw.js sees to that).
const workers = navigator.serviceWorker;
// Controlled at load: a change of controller later means a new version.
const updating = Boolean(workers?.controller);
let notice;

if (workers) {
  // The live region exists before anything is said in it.
  notice = document.createElement('div');
  notice.className = 'update';
  notice.setAttribute('aria-live', 'polite');
  document.body.prepend(notice);
  workers.addEventListener('controllerchange', () => {
    if (updating) location.reload();
  });
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

async function register() {
  let registration;
  try {
    registration = await workers.register(new URL('sw.js', document.baseURI), { updateViaCache: 'none' });
  } catch {
    return; // offline with no worker yet, or storage blocked: the page works as before
  }
  if (registration.waiting && workers.controller) show(registration);
  registration.addEventListener('updatefound', () => {
    const next = registration.installing;
    next?.addEventListener('statechange', () => {
      if (next.state === 'installed' && workers.controller) show(registration);
    });
  });
  // A page left open for days looks for a new version when it is shown again.
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine || Date.now() - checked < 3600e3) return;
    checked = Date.now();
    registration.update().catch(() => {});
  });
}

/** The notice's words in the page's language: the app writes them on <html> (data-update-ready, data-update-reload). */
const words = (name, english) => document.documentElement.dataset[name] || english;

function show(registration) {
  const text = document.createElement('p');
  text.textContent = `${words('updateReady', 'A new version of this page is ready.')} `;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'primary';
  button.textContent = words('updateReload', 'Reload');
  button.addEventListener('click', () => {
    button.disabled = true;
    const waiting = registration.waiting;
    if (waiting) waiting.postMessage({ type: 'skip-waiting' });
    else location.reload();
    // Should the new worker not take over, a reload still never mixes versions.
    setTimeout(() => location.reload(), 3000);
  });
  text.append(button);
  notice.replaceChildren(text);
}
