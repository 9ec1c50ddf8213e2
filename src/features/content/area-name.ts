import { AREA_NAMES_AR } from '@/lib/area-names-ar';

/**
 * An area's name as a page's language writes it. Areas are known by their English names (the
 * listings' area, an area page's `name`, the searches): only what is shown is in Arabic.
 */
export function areaNameIn(name: string, locale: string): string {
  return locale === 'ar' ? (AREA_NAMES_AR[name] ?? name) : name;
}
