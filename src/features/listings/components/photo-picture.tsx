import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import type { ImageSource } from '@/lib/responsive-image';

/**
 * A listing photo's <img> (`children`) inside a <picture> with the photo's other sources (the
 * sample photos' WebP copies), or alone when it has none. The <picture> lays out as nothing
 * (display: contents), so the <img> sizes against its container as before.
 *
 * React writes a preload for a priority <img> by itself, but not for one inside a <picture> (it
 * cannot tell which source the browser takes), so a priority photo's sources are preloaded here,
 * each with its type: a browser that cannot read it skips that preload.
 */
export function PhotoPicture({ sources, priority = false, children }: { sources?: ImageSource[]; priority?: boolean; children: ReactNode }) {
  if (!sources?.length) return children;
  if (priority) {
    for (const source of sources) {
      preload(source.srcSet.split(/\s/)[0], { as: 'image', imageSrcSet: source.srcSet, imageSizes: source.sizes, type: source.type, fetchPriority: 'high' });
    }
  }
  return (
    <picture style={{ display: 'contents' }}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      {children}
    </picture>
  );
}
