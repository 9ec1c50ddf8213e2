/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_SITE_URL?: string;
  /** 'true' when the Storage resizes images on request (see src/lib/responsive-image.ts). */
  readonly VITE_STORAGE_IMAGE_TRANSFORMS?: string;
}

/** A page of content/<lang>/ as the build's Markdown plugin makes it (scripts/content/vite-plugin.ts). */
declare module '*.md' {
  const doc: import('@/features/content/content-schema').ContentDoc;
  export default doc;
}

/** A Lingui catalogue, compiled when imported (@lingui/vite-plugin). */
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
