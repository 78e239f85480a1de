/** The product's name as visitors see it. The URL brand prefix is the BRAND setting. */
export const SITE_NAME = 'SpecFind';
