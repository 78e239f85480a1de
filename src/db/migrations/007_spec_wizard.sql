-- Spec wizards (issue 4).

-- Wizard trees name their rows "nodes" (as the wizard calls them); trees seeded before this
-- migration called them "lines".
UPDATE spec_wizards SET tree = (tree - 'lines') || jsonb_build_object('nodes', tree -> 'lines') WHERE tree ? 'lines';

-- Values typed into a wizard's condition inputs ('p-1-4-D-value' → '200'), saved with the selection.
ALTER TABLE specwizard_projects ADD COLUMN IF NOT EXISTS inputs jsonb NOT NULL DEFAULT '{}'::jsonb;

CREATE INDEX IF NOT EXISTS spec_wizards_active ON spec_wizards (active) WHERE active;
