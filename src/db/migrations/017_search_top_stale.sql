-- Common words whose precomputed lists (search_top) a change of content_items has made stale. A search for
-- such a word is answered by full-text matching until the lists are refreshed: by bumpDataVersion (every
-- write through the resources API and the administrators' screens) or rebuildSearchIndex.
CREATE TABLE search_top_stale (
  lexeme  text PRIMARY KEY
);

CREATE FUNCTION search_top_mark_stale() RETURNS trigger AS $$
BEGIN
  -- OLD is null on INSERT and NEW on DELETE; unnest of null gives no rows.
  INSERT INTO search_top_stale (lexeme)
  SELECT st.lexeme FROM search_top st
  WHERE st.content_type = 'all'
    AND st.lexeme IN (SELECT lexeme FROM unnest(OLD.search) UNION SELECT lexeme FROM unnest(NEW.search))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER content_items_search_top_stale
  AFTER INSERT OR DELETE ON content_items
  FOR EACH ROW EXECUTE FUNCTION search_top_mark_stale();

-- What the lists hold: which items match, online, their type and the ranking (title weight, popularity).
CREATE TRIGGER content_items_search_top_stale_update
  AFTER UPDATE ON content_items
  FOR EACH ROW
  WHEN (OLD.search IS DISTINCT FROM NEW.search OR OLD.online IS DISTINCT FROM NEW.online
        OR OLD.content_type IS DISTINCT FROM NEW.content_type OR OLD.popularity IS DISTINCT FROM NEW.popularity)
  EXECUTE FUNCTION search_top_mark_stale();
