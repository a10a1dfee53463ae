/**
 * The id of the landing page's root element, where `enhanceLanding` attaches. Its own module so
 * boot.ts can look for the pre-rendered page without downloading the enhancement on app paths.
 */
export const landingRootId = 'landing';
