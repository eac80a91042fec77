import { createTranslator, en, type Translate } from '@mizani/i18n';

/*
 * The API client lives outside React, yet its messages must follow the chosen language and its
 * redirects must go through the router. The providers and main.tsx keep these two references
 * current; this module stays free of axios so the first bundle does not carry the client.
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

export function navigateFromApi(path: string): void {
  navigate(path);
}
