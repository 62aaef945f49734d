/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_NAME?: string;
  readonly VITE_SITE_TEAM_NAME?: string;
  readonly VITE_SITE_INFO_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
