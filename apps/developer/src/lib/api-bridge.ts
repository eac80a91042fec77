import { createTranslator, en, type Translate } from '@mizani/i18n';

/*
 * The API client lives outside React, yet its messages must follow the chosen language and its
 * redirects must go through the right navigation. The providers and main.tsx keep these two
 * references current; this module stays free of axios.
 */
let translate: Translate = createTranslator('en', en);
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
 * Runs `work` with the API client's own redirects switched off. The session guard uses it while
 * it fetches the user info: when that fails the guard, not the client, decides where to go (spec
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
