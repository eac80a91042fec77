import { DEFAULT_CHAT_URL } from '@mizani/ui';

// Build-time settings, read once so the rest of the app never touches import.meta.env.
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/api',
  /** Where the chat link goes: the build's `VITE_CHAT_URL`, else the shared default. */
  chatUrl: import.meta.env.VITE_CHAT_URL || DEFAULT_CHAT_URL,
} as const;
