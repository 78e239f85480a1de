/** The product's name as visitors see it (kept in src/domain so every layer can name it). The URL brand prefix is the BRAND setting. */
export { SITE_NAME } from '../domain/constants';
