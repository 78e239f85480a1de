import type { ResourceDefinition } from '../types';
import { activities, contentRequests } from './records';
import { alerts, blogPosts, ceus, externalContacts, homepagePromos, podcasts } from './editorial';
import { catalogPages, catalogs, certificates, datasheets } from './content-items';
import { clientProjects, clients, customHtml } from './companies';
import { contentTypes } from './content-types';
import { csiDivisions, csiSections } from './csi';
import { products } from './products';

/** Every resource family served by the generic API (/api/{res}, /api/{res}/{id}, ...). */
export const RESOURCE_FAMILIES: readonly ResourceDefinition[] = [
  activities,
  alerts,
  blogPosts,
  catalogs,
  catalogPages,
  certificates,
  ceus,
  clients,
  clientProjects,
  externalContacts,
  contentRequests,
  contentTypes,
  csiDivisions,
  csiSections,
  customHtml,
  datasheets,
  homepagePromos,
  podcasts,
  products,
];
