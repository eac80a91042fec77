// Build-time settings, read once so the rest of the app never touches import.meta.env.
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/api',
} as const;
