import type { SpecWizardProps } from '../../components/spec-wizard/spec-wizard';
import type { SpecWizard } from '../../services/specs/spec-store';

/** A wizard as its pages show it, around the island's props. */
export interface WizardPageData {
  wizard: Pick<SpecWizard, 'contentId' | 'filename' | 'coid' | 'companyName' | 'title' | 'description' | 'section' | 'active'>;
  /** Content id of the spec document the wizard edits, for a link to read it. */
  specContentId: number | null;
  island: SpecWizardProps;
}
