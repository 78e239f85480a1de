-- Editorial and continuing education (issue 6): guest requests, CE completions, course quizzes.

-- POST /api/podcast-guest-requests and /api/blog-post-guest-requests (and their no-script forms).
CREATE TABLE guest_requests (
  seq         serial PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('podcast', 'blog-post')),
  full_name   text NOT NULL,
  email       text NOT NULL,
  phone       text NOT NULL DEFAULT '',
  company     text NOT NULL DEFAULT '',
  website     text NOT NULL DEFAULT '',
  topic       text NOT NULL,
  message     text NOT NULL,
  user_seq    integer REFERENCES users (seq) ON DELETE SET NULL,
  status      text NOT NULL DEFAULT 'new',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX guest_requests_kind ON guest_requests (kind, created_at DESC);

-- A passed course quiz: one row per user and course, keeping the best score. The course's
-- title, numbers and credits are copied at the first pass, so a certificate still says what was
-- completed after the course is edited or removed.
CREATE TABLE ce_completions (
  seq              serial PRIMARY KEY,
  user_seq         integer NOT NULL REFERENCES users (seq) ON DELETE CASCADE,
  ceu_seq          integer REFERENCES ceus (seq) ON DELETE SET NULL,
  course_title     text NOT NULL,
  provider_name    text NOT NULL DEFAULT '',
  provider_number  text NOT NULL DEFAULT '',
  course_number    text NOT NULL DEFAULT '',
  credit_hours     numeric(4,2) NOT NULL,
  hsw              boolean NOT NULL DEFAULT false,
  score            integer NOT NULL CHECK (score BETWEEN 0 AND 100),
  completed_at     timestamptz NOT NULL DEFAULT now(),
  best_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_seq, ceu_seq)
);
CREATE INDEX ce_completions_user ON ce_completions (user_seq, completed_at DESC);

-- A course's own quiz, written from its learning objectives: one question on the reference
-- standard of the first objective, one on submittals (second), two on the course topic (third)
-- and one on protecting occupants (fourth). Choices are placed by the course number, so the
-- same course always gets the same quiz. The seed calls this for every course it writes
-- (scripts/seed/learning.ts); it understands the seed's titles ("{topic}: Specifying {subject}")
-- and returns an empty quiz for anything else.
CREATE OR REPLACE FUNCTION ce_objective_quiz(course_seq integer, course_title text, course_objectives jsonb)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $fn$
  WITH facts AS (
    SELECT split_part(course_title, ': Specifying ', 1) AS topic,
      lower(split_part(course_title, ': Specifying ', 2)) AS subject,
      substring(course_objectives ->> 0 FROM ' under (.+)\.$') AS standard
    WHERE course_title LIKE '%: Specifying %'
  ),
  topic_questions (topic, n, question, answer, wrong) AS (VALUES
    ('Fire and Life Safety', 3, 'Which test method covers the surface burning characteristics of building materials?',
      'ASTM E84', ARRAY['ASTM C90', 'ASTM D4060', 'ASTM E90']),
    ('Fire and Life Safety', 4, 'What does the fire-resistance rating of an assembly express?',
      'How long the assembly withstands a standard fire test', ARRAY['How much smoke its materials give off', 'The temperature at which its surface ignites', 'How many exits the room needs']),
    ('Energy Code Compliance', 3, 'What does a U-factor describe?',
      'The rate of heat transfer through an assembly', ARRAY['Solar heat gain through glazing', 'Visible light transmittance', 'Air leakage through joints']),
    ('Energy Code Compliance', 4, 'Why does continuous insulation help an assembly meet the energy code?',
      'It reduces thermal bridging through framing members', ARRAY['It replaces the air barrier', 'It raises the fire-resistance rating', 'It makes a vapor retarder unnecessary everywhere']),
    ('Acoustic Performance', 3, 'What does STC rate?',
      'Airborne sound transmission loss', ARRAY['Sound absorption', 'Vibration isolation', 'Noise from HVAC systems']),
    ('Acoustic Performance', 4, 'What does NRC measure?',
      'Sound absorption', ARRAY['Sound transmission between rooms', 'Impact noise through floors', 'The reverberation time of a room']),
    ('Moisture Management', 3, 'What is the main job of a water-resistive barrier?',
      'To shed water that gets past the cladding', ARRAY['To insulate the wall', 'To carry structural loads', 'To stop sound transmission']),
    ('Moisture Management', 4, 'Where should flashing direct water that enters a wall assembly?',
      'Back out to the exterior', ARRAY['Into the wall cavity', 'Down to the interior floor', 'Into the insulation']),
    ('Healthy Materials', 3, 'What does a Health Product Declaration (HPD) disclose?',
      'Product contents and their associated health hazards', ARRAY['Embodied carbon only', 'Installation labor hours', 'Acoustic ratings']),
    ('Healthy Materials', 4, 'What do low-emitting material criteria limit?',
      'Emissions of volatile organic compounds', ARRAY['Recycled content', 'Shipping distance', 'Product weight']),
    ('Accessibility', 3, 'Which standard covers accessible and usable buildings and facilities?',
      'ICC A117.1', ARRAY['NFPA 80', 'ASTM C1396', 'AAMA 501.2']),
    ('Accessibility', 4, 'What must an accessible route provide?',
      'A continuous, unobstructed path that people with disabilities can use', ARRAY['A separate entrance for wheelchair users', 'Handrails on every wall', 'Carpet on every floor']),
    ('Durability and Maintenance', 3, 'What is the purpose of a mockup?',
      'To approve appearance and workmanship before the full installation', ARRAY['To replace shop drawings', 'To test structural capacity', 'To start the warranty period']),
    ('Durability and Maintenance', 4, 'What makes a product easier to maintain over the life of a building?',
      'Parts that can be cleaned by ordinary methods and replaced one at a time', ARRAY['A longer product name', 'A shorter warranty', 'Custom tools for every repair']),
    ('Embodied Carbon', 3, 'What does an Environmental Product Declaration (EPD) report?',
      'The life-cycle environmental impacts of a product', ARRAY['The chemical contents of a product', 'The fire rating of an assembly', 'The warranty period']),
    ('Embodied Carbon', 4, 'Which stages does the embodied carbon of a product count?',
      'Extraction, manufacturing, transport, construction and end of life', ARRAY['Only the energy used to heat the building', 'Only the operation of the building', 'Only the delivery of the product'])
  ),
  questions AS (
    SELECT 1 AS n, 0 AS objective,
      'Which reference standard does this course use for the performance requirements of ' || f.subject || '?' AS question,
      f.standard AS answer,
      (ARRAY(SELECT s FROM unnest(ARRAY['ASTM C150', 'NFPA 13R', 'ANSI Z535.1', 'ASTM D4060']) WITH ORDINALITY AS d (s, o)
        WHERE s <> f.standard ORDER BY o))[1:3] AS wrong
    FROM facts f WHERE f.standard IS NOT NULL
    UNION ALL
    SELECT 2, 1, 'Which submittal best shows that ' || f.subject || ' meet the specified performance?',
      'Test reports and listings from a qualified agency', ARRAY['A catalog photograph', 'The manufacturer’s price list', 'A sales brochure']
    FROM facts f
    UNION ALL
    SELECT q.n, 2, q.question, q.answer, q.wrong FROM topic_questions q JOIN facts f ON f.topic = q.topic
    UNION ALL
    SELECT 5, 3, 'Which practice best protects building occupants during installation and maintenance?',
      'Following the manufacturer’s written instructions and the specified cleaning methods',
      ARRAY['Choosing the cheapest cleaning products', 'Waiting until something fails before maintaining it', 'Leaving installation methods to each crew']
    FROM facts f
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object(
      'question', q.question,
      'choices', to_jsonb(q.wrong[1:p.at] || q.answer || q.wrong[p.at + 1:]),
      'answer', p.at,
      'objective', q.objective) ORDER BY q.n), '[]'::jsonb)
  FROM questions q CROSS JOIN LATERAL (SELECT (course_seq + q.n) % 4 AS at) p
$fn$;

-- Courses seeded before this migration carry general questions drawn from a pool; rebuild the
-- quizzes of those seeded courses (recognised by their first objective) from their objectives.
UPDATE ceus SET quiz = ce_objective_quiz(seq, title, objectives)
WHERE objectives ->> 0 LIKE 'Describe the performance requirements of % under %.'
  AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(quiz) AS question WHERE question ? 'objective');
