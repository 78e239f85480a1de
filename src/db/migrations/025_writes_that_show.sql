-- The data version moves inside the transaction of every catalog write (issue 22): a write and its bump
-- commit or fail together, whoever writes (the resources API, administrators' screens, the seed, psql).
-- BEFORE STATEMENT: the row lock on data_version is taken before the statement locks any catalog row, so
-- concurrent catalog writes queue on it in one order and never deadlock on it. Once per transaction:
-- bumped_by names the transaction that moved it last.
ALTER TABLE data_version ADD COLUMN IF NOT EXISTS bumped_by xid8;

CREATE OR REPLACE FUNCTION data_version_bump() RETURNS trigger AS $$
BEGIN
  UPDATE data_version SET version = version + 1, bumped_by = pg_current_xact_id()
  WHERE bumped_by IS DISTINCT FROM pg_current_xact_id();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- What pages, catalog facts, sitemaps and the RSS feed are built from. Not the records of visitors'
-- actions (downloads, activities, requests) nor the derived search tables, rebuilt in the write's transaction.
DO $$
DECLARE
  catalog_table text;
BEGIN
  FOREACH catalog_table IN ARRAY ARRAY[
    'csi_divisions', 'csi_sections', 'companies', 'company_sections', 'products', 'content_items', 'catalog_pages',
    'declarations', 'spec_documents', 'spec_wizards', 'banners', 'homepage_promos', 'ceus', 'podcasts',
    'external_contacts', 'blog_posts', 'press_releases', 'alerts', 'client_projects', 'custom_html', 'clients'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump()',
      catalog_table || '_data_version', catalog_table);
  END LOOP;
END;
$$;

-- The changes each user's digest has mailed (issue 22). The former high-water mark on product_changes.seq
-- skipped for ever a change whose transaction committed after a higher seq had been mailed: a seq is taken at
-- insert, not at commit.
CREATE TABLE IF NOT EXISTS digest_mailed (
  user_seq    integer NOT NULL REFERENCES users (seq) ON DELETE CASCADE,
  change_seq  bigint NOT NULL REFERENCES product_changes (seq) ON DELETE CASCADE,
  PRIMARY KEY (user_seq, change_seq)
);
-- What went out under the mark stays mailed.
INSERT INTO digest_mailed (user_seq, change_seq)
SELECT u.seq, ch.seq FROM users u JOIN product_changes ch ON ch.seq <= u.digest_sent_through
WHERE u.digest_sent_through > 0
ON CONFLICT DO NOTHING;
ALTER TABLE users DROP COLUMN IF EXISTS digest_sent_through;
