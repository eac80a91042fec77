// Build-time settings, read once so the rest of the app never touches import.meta.env.
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/api',
  /** Where the chat link goes: the same WhatsApp click-to-chat link as the portal's by default. */
  chatUrl: import.meta.env.VITE_CHAT_URL || 'https://wa.me/254700000000',
} as const;
