/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives when it is not on this origin under /api. */
  readonly VITE_API_BASE_URL?: string;
  /** The chat link's click-to-chat address (WhatsApp by default). */
  readonly VITE_CHAT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
