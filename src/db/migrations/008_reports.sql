-- Manufacturer reports (issue 7): indexes for the report queries and the report-link lookup.

-- Report links name the company by web abbreviation in any case: /outline-specs-report/{webabrv}/{password}.
CREATE INDEX IF NOT EXISTS companies_webabrv_lower ON companies (lower(webabrv));
-- The user-favorites report reads a company's content items' favorites.
CREATE INDEX IF NOT EXISTS user_favorites_content ON user_favorites (content_id, created_at);
-- all-coid reports (administrators) read a period across every company.
CREATE INDEX IF NOT EXISTS project_outline_specs_date ON project_outline_specs (spec_date);
CREATE INDEX IF NOT EXISTS specwizard_projects_updated ON specwizard_projects (updated_at DESC, seq DESC);
