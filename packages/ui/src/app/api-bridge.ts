import { createTranslator, type Translate } from '@mizani/i18n';

/*
 * The API client lives outside React, yet its messages must follow the chosen language and its
 * redirects must go through the app's navigation. `AppProviders` keeps the translator current and
 * each app's main.tsx sets the navigator; this module stays free of axios so the first bundle does
 * not carry the client. Both apps (portal and developer console) use it.
 */
// Until AppProviders sets the translator, messages come from the English loaded so far (the full
// catalogue is not in the first bundle).
let translate: Translate = createTranslator('en', {});
let navigate: (path: string) => void = (path) => window.location.assign(path);

export function setApiTranslator(next: Translate): void {
  translate = next;
}

export function setApiNavigator(next: (path: string) => void): void {
  navigate = next;
}

export function currentTranslator(): Translate {
  return translate;
}

let holds = 0;

/**
 * Runs `work` with the API client's own redirects switched off. The route guards use it while they
 * fetch the user info: when that fails the guard, not the client, decides where to go (spec
 * section 8: a failed user-info fetch logs out and goes to /, not to /login).
 */
export async function holdApiNavigation<T>(work: () => Promise<T>): Promise<T> {
  holds += 1;
  try {
    return await work();
  } finally {
    holds -= 1;
  }
}

export function navigateFromApi(path: string): void {
  if (holds > 0) return;
  navigate(path);
}
