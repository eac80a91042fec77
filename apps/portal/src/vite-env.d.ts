/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives when it is not on this origin under /api. */
  readonly VITE_API_BASE_URL?: string;
  /** The floating chat link's target, e.g. https://wa.me/254700000000. */
  readonly VITE_CHAT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
