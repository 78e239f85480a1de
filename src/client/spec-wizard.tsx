import { SpecWizard } from '../components/spec-wizard/spec-wizard';
import { hydrateIslands } from './hydrate';

hydrateIslands('spec-wizard', SpecWizard);
