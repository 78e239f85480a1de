-- Sustainability facets (issue 5): the structured facts of EPD and HPD content items.
-- A declaration is valid from issued_on until expires_on (the first day it is expired):
-- five years for an EPD, three for an HPD (src/domain/declarations.ts).

CREATE TABLE IF NOT EXISTS declarations (
  content_id         integer PRIMARY KEY REFERENCES content_items (id) ON DELETE CASCADE,
  kind               text NOT NULL CHECK (kind IN ('epd', 'hpd')),
  declared_unit      text,
  gwp_kg_co2e        numeric(10, 3) CHECK (gwp_kg_co2e >= 0),
  program_operator   text,
  pcr                text,
  hpd_threshold_ppm  integer CHECK (hpd_threshold_ppm > 0),
  disclosure_level   text CHECK (disclosure_level IN ('full', 'partial')),
  issued_on          date NOT NULL,
  expires_on         date NOT NULL,
  CHECK (expires_on > issued_on),
  CHECK (kind = 'epd' OR (gwp_kg_co2e IS NULL AND pcr IS NULL)),
  CHECK (kind = 'hpd' OR (hpd_threshold_ppm IS NULL AND disclosure_level IS NULL))
);
CREATE INDEX IF NOT EXISTS declarations_kind_expires ON declarations (kind, expires_on);
CREATE INDEX IF NOT EXISTS declarations_kind_gwp ON declarations (kind, gwp_kg_co2e);

-- Back-fill of catalogs seeded before this table: only what the stored row says.
-- * GWP: the number in the EPD description ("Global warming potential 12.4 kg CO2e").
-- * HPD: the threshold in the description ("contents to 100 ppm"); "partial disclosure" in it
--   means partial, anything else full.
-- * issued_on: the UTC day of published_at minus a lag of (minutes since 1970 of published_at)
--   modulo 1461 days for an EPD, 731 for an HPD: the seed's rule (scripts/seed/declarations.ts),
--   so a back-filled catalog and a fresh one agree on every date.
-- * Declared unit, PCR and program operator appear only in the PDF text: NULL here.
INSERT INTO declarations (content_id, kind, gwp_kg_co2e, hpd_threshold_ppm, disclosure_level, issued_on, expires_on)
SELECT b.id, b.kind, b.gwp, b.threshold, b.level, b.issued_on,
       (b.issued_on + CASE b.kind WHEN 'epd' THEN interval '5 years' ELSE interval '3 years' END)::date
FROM (
  SELECT ci.id, ci.content_type AS kind,
    CASE WHEN ci.content_type = 'epd'
      THEN substring(ci.description FROM 'Global warming potential ([0-9]+(?:\.[0-9]+)?) kg CO2e')::numeric END AS gwp,
    CASE WHEN ci.content_type = 'hpd'
      THEN substring(ci.description FROM 'to ([0-9]+) ppm')::integer END AS threshold,
    CASE WHEN ci.content_type = 'hpd'
      THEN CASE WHEN ci.description LIKE '%partial disclosure%' THEN 'partial' ELSE 'full' END END AS level,
    (ci.published_at AT TIME ZONE 'UTC')::date
      - (floor(extract(epoch FROM ci.published_at) / 60)::bigint
         % CASE ci.content_type WHEN 'epd' THEN 1461 ELSE 731 END)::integer AS issued_on
  FROM content_items ci
  WHERE ci.content_type IN ('epd', 'hpd')
) b
ON CONFLICT (content_id) DO NOTHING;
