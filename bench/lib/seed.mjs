/*
| The benchmark's catalogue, written with set-based SQL (generate_series,
| INSERT ... SELECT) into a migrated, empty database: 20 categories, 10,000
| courses with sections and lessons, 100,000 learners (and 40 instructors),
| 1,000,000 enrolments, ratings, 50,000 store items and purchases, and the
| Razorpay orders behind the paid ones (with some open and failed). Counters
| (enrollments_count, total_duration_seconds, purchases_count, revenue_paise)
| are computed from the rows they count. `setseed` makes every run alike.
*/
import { randomBytes, scryptSync } from 'node:crypto'
import pg from 'pg'

export const SIZES = {
  categories: 20,
  courses: 10_000,
  learners: 100_000,
  instructors: 40,
  enrolments: 1_000_000,
  storeItems: 50_000,
}

const CATEGORIES = [
  ['UPSC Civil Services', 'UPSC CSE'],
  ['SSC CGL', 'SSC CGL'],
  ['Banking', 'IBPS PO'],
  ['JEE Main', 'JEE Main'],
  ['JEE Advanced', 'JEE Advanced'],
  ['NEET', 'NEET'],
  ['GATE', 'GATE'],
  ['CAT', 'CAT'],
  ['CLAT', 'CLAT'],
  ['NDA', 'NDA'],
  ['Railways', 'RRB NTPC'],
  ['State PSC', 'State PSC'],
  ['CBSE Class 12', 'Class 12 Boards'],
  ['CBSE Class 10', 'Class 10 Boards'],
  ['Teaching', 'CTET'],
  ['Defence', 'CDS'],
  ['Study Abroad', 'GRE'],
  ['English Tests', 'IELTS'],
  ['Programming', 'Placement'],
  ['Current Affairs', 'Current Affairs'],
]

/** Topics with their subject; a course or store item is about one of them. */
const TOPICS = [
  ['Thermodynamics', 'Physics'],
  ['Rotational Motion', 'Physics'],
  ['Electrostatics', 'Physics'],
  ['Ray Optics', 'Physics'],
  ['Kinematics', 'Physics'],
  ['Modern Physics', 'Physics'],
  ['Chemical Bonding', 'Chemistry'],
  ['Organic Reactions', 'Chemistry'],
  ['Electrochemistry', 'Chemistry'],
  ['Chemical Kinetics', 'Chemistry'],
  ['Coordinate Geometry', 'Mathematics'],
  ['Integral Calculus', 'Mathematics'],
  ['Probability', 'Mathematics'],
  ['Matrices and Determinants', 'Mathematics'],
  ['Human Physiology', 'Biology'],
  ['Genetics and Evolution', 'Biology'],
  ['Cell Biology', 'Biology'],
  ['Fundamental Rights', 'Indian Polity'],
  ['Parliament and Judiciary', 'Indian Polity'],
  ['Freedom Struggle', 'Modern History'],
  ['Mughal Empire', 'Medieval History'],
  ['Monsoon and Climate', 'Geography'],
  ['Rivers and Drainage', 'Geography'],
  ['Union Budget', 'Economics'],
  ['Monetary Policy', 'Economics'],
  ['Number Systems', 'Quantitative Aptitude'],
  ['Time and Work', 'Quantitative Aptitude'],
  ['Data Interpretation', 'Quantitative Aptitude'],
  ['Syllogisms', 'Logical Reasoning'],
  ['Seating Arrangement', 'Logical Reasoning'],
  ['Reading Comprehension', 'English Language'],
  ['Vocabulary Builder', 'English Language'],
  ['Ecology and Biodiversity', 'Environment'],
  ['Data Structures', 'Computer Science'],
  ['Operating Systems', 'Computer Science'],
  ['Computer Networks', 'Computer Science'],
  ['Constitutional Law', 'Legal Reasoning'],
  ['Legal Maxims', 'Legal Reasoning'],
  ['Static GK', 'General Awareness'],
  ['Banking Awareness', 'General Awareness'],
  ['Essay Writing', 'English Language'],
  ['Answer Writing', 'General Studies'],
]
const TOPIC_NAMES = TOPICS.map(([topic]) => topic)
const TOPIC_SUBJECTS = TOPICS.map(([, subject]) => subject)

const FORMATS = [
  'Crash Course',
  'Complete Course',
  'Masterclass',
  'Foundation Batch',
  'Revision Series',
  'Practice Batch',
  'Bootcamp',
  'Fast Track',
]

const PROMISES = [
  'Every concept is built from first principles and checked with solved examples.',
  'Short daily lessons fit around school, college or a full-time job.',
  'Each chapter ends with a timed quiz modelled on the latest exam pattern.',
  'Shortcuts and elimination tricks save minutes in the objective paper.',
  'Doubt sessions every weekend clear what the recorded lessons leave open.',
  'Printable summaries make the last week of revision quick.',
  'Common mistakes from toppers’ answer sheets are discussed lesson by lesson.',
  'Numerical problems are graded from easy to exam level.',
]

const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Ananya',
  'Diya',
  'Aadhya',
  'Saanvi',
  'Pari',
  'Anika',
  'Navya',
  'Myra',
  'Sara',
  'Ira',
  'Rohan',
  'Kabir',
  'Meera',
  'Kavya',
  'Nikhil',
  'Priya',
  'Rahul',
  'Sneha',
  'Vikram',
  'Pooja',
  'Aman',
  'Neha',
  'Karan',
  'Riya',
  'Siddharth',
  'Tanvi',
  'Harsh',
  'Isha',
  'Manish',
  'Shreya',
]

const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Singh',
  'Kumar',
  'Patel',
  'Reddy',
  'Iyer',
  'Nair',
  'Menon',
  'Das',
  'Bose',
  'Chatterjee',
  'Mukherjee',
  'Banerjee',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Pillai',
  'Rao',
  'Mehta',
  'Shah',
  'Agarwal',
  'Bansal',
  'Malhotra',
  'Kapoor',
  'Chopra',
  'Saxena',
  'Tiwari',
  'Mishra',
  'Pandey',
  'Yadav',
  'Chauhan',
  'Thakur',
  'Ghosh',
  'Sen',
  'Naidu',
  'Hegde',
  'Gill',
  'Sethi',
]

const ITEM_KINDS = {
  Notes: ['Handwritten Notes', 'Chapter Notes', 'Quick Revision Notes'],
  TestSeries: ['Full-Length Test Series', 'Sectional Tests', 'Mock Test Pack'],
  Material: ['Practice Workbook', 'Formula Sheet', 'Previous Year Papers'],
  Books: ['Complete Guide', 'Concise Textbook', 'Objective Question Bank'],
}

/** AdonisJS's scrypt hash format; every learner shares one (it is never checked). */
function passwordHash() {
  const salt = randomBytes(16)
  const key = scryptSync('Learner@12345', salt, 64, { N: 16384, r: 8, p: 1 })
  const b64 = (buffer) => buffer.toString('base64').replace(/=+$/, '')
  return `$scrypt$n=16384,r=8,p=1$${b64(salt)}$${b64(key)}`
}

/** `(list)[1 + (index) % n]`: picks from a text[] parameter. */
const pick = (param, index) =>
  `(${param}::text[])[1 + ((${index})::bigint % cardinality(${param}::text[]))]`

/**
 * The steps: SQL (several statements when it has no parameters) and parameters. Temporary tables
 * (seed_*) number the rows so later steps can refer to "course 17".
 */
function steps(hash) {
  const learners = SIZES.learners
  const people = learners + SIZES.instructors
  return [
    ['random seed', 'SELECT setseed(0.4242)'],
    [
      'numbering',
      `CREATE TEMP TABLE seed_people AS
         SELECT n, gen_random_uuid() AS id, now() - random() * interval '900 days' AS joined
         FROM generate_series(1, ${people}) n;
       CREATE TEMP TABLE seed_categories AS
         SELECT n, gen_random_uuid() AS id FROM generate_series(1, ${SIZES.categories}) n;`,
    ],
    [
      `${people.toLocaleString('en')} users`,
      `INSERT INTO users (id, first_name, last_name, email, password, account_type,
                          contact_number, provider, created_at, updated_at)
       SELECT id, ${pick('$1', 'n * 7')}, ${pick('$2', 'n / 40 + n * 3')},
              CASE WHEN n <= ${learners} THEN 'learner' || n ELSE 'instructor' || (n - ${learners}) END
                || '@bench.pathshala.test',
              $3, CASE WHEN n <= ${learners} THEN 'Student' ELSE 'Admin' END,
              (9000000000 + n)::text, 'email', joined, joined
       FROM seed_people`,
      [FIRST_NAMES, LAST_NAMES, hash],
    ],
    [
      `${SIZES.categories} categories`,
      `INSERT INTO categories (id, name, description, created_at, updated_at)
       SELECT c.id, ($1::text[])[c.n], 'Courses for ' || ($2::text[])[c.n] || ' aspirants',
              now() - interval '1000 days', now() - interval '1000 days'
       FROM seed_categories c`,
      [CATEGORIES.map(([name]) => name), CATEGORIES.map(([, exam]) => exam)],
    ],
    [
      'course numbering',
      // categories are uneven (low numbers are the big exams); 92% published
      `CREATE TEMP TABLE seed_courses AS
         SELECT n, gen_random_uuid() AS id,
                1 + floor(${SIZES.categories} * power(random(), 1.4))::int AS category_n,
                1 + floor(random() * ${SIZES.instructors})::int AS instructor_n,
                random() < 0.92 AS published,
                now() - random() * interval '720 days' AS created,
                floor(random() * 1000000)::int AS r
         FROM generate_series(1, ${SIZES.courses}) n;
       CREATE TEMP TABLE seed_popularity AS
         SELECT row_number() OVER (ORDER BY r) - 1 AS rank, id, created
         FROM seed_courses WHERE published;`,
    ],
    [
      `${SIZES.courses.toLocaleString('en')} courses`,
      `INSERT INTO courses (id, course_name, course_description, price_paise, category_id,
                            instructor_id, what_you_will_learn, tags, instructions, thumbnail,
                            status, published_at, created_at, updated_at)
       SELECT c.id,
              ($1::text[])[c.category_n] || ' ' || t.subject || ': ' || t.topic || ' ' || t.format,
              'A ' || lower(t.format) || ' on ' || t.topic || ' for ' || ($1::text[])[c.category_n]
                || ' aspirants, taught by an experienced faculty member. '
                || ${pick('$4', 'c.r')} || ' ' || ${pick('$4', 'c.r / 7 + 3')}
                || ' Also revises ' || ${pick('$3', 'c.r / 13')} || ' and '
                || ${pick('$3', 'c.r / 17 + 5')} || ' with previous year questions.',
              CASE WHEN c.r % 100 < 12 THEN 0
                   ELSE (ARRAY[49900, 99900, 149900, 199900, 299900, 399900, 499900, 999900])
                          [1 + (c.r / 100) % 8] END,
              k.id, p.id,
              'Master ' || t.topic || ' from the basics to exam-level problems.',
              jsonb_build_array(t.subject, t.topic, ($1::text[])[c.category_n]),
              '["Watch the lessons in order", "Attempt every chapter quiz", "Revise with the notes"]',
              'https://res.cloudinary.com/pathshala-bench/image/upload/v1/courses/' || c.n || '.png',
              CASE WHEN c.published THEN 'published' ELSE 'draft' END,
              CASE WHEN c.published THEN c.created + interval '2 days' END,
              c.created, c.created
       FROM seed_courses c
       JOIN seed_categories k ON k.n = c.category_n
       JOIN seed_people p ON p.n = ${learners} + c.instructor_n
       CROSS JOIN LATERAL (SELECT ${pick('$2', 'c.r')} AS subject, ${pick('$3', 'c.r')} AS topic,
                                  ${pick('$5', 'c.r / 11')} AS format) t`,
      [CATEGORIES.map(([, exam]) => exam), TOPIC_SUBJECTS, TOPIC_NAMES, PROMISES, FORMATS],
    ],
    [
      'sections and lessons',
      `CREATE TEMP TABLE seed_sections AS
         SELECT c.id AS course_id, s AS position, gen_random_uuid() AS id, c.created
         FROM seed_courses c, generate_series(1, 3) s;
       INSERT INTO sections (id, course_id, section_name, position, created_at, updated_at)
       SELECT id, course_id, 'Part ' || position || ': '
                || (ARRAY['Foundations', 'Problem Solving', 'Exam Practice'])[position],
              position, created, created
       FROM seed_sections;
       INSERT INTO lessons (id, section_id, title, description, video_url, duration_seconds,
                            position, created_at, updated_at)
       SELECT gen_random_uuid(), s.id, 'Lesson ' || l || ' of part ' || s.position,
              'Worked examples and a short recap.',
              'https://videos.pathshala.test/' || s.id || '/' || l || '.mp4',
              300 + floor(random() * 1500)::int, l, s.created, s.created
       FROM seed_sections s, generate_series(1, 4) l;
       UPDATE courses SET total_duration_seconds = d.total
       FROM (SELECT s.course_id, sum(l.duration_seconds)::int AS total
             FROM lessons l JOIN sections s ON s.id = l.section_id GROUP BY s.course_id) d
       WHERE d.course_id = courses.id;`,
    ],
    [
      `${SIZES.enrolments.toLocaleString('en')} enrolments`,
      // about 12 skewed picks per learner (popular courses get many), duplicates
      // dropped, then exactly the wanted number kept
      `INSERT INTO enrolments (id, user_id, course_id, source, last_position_seconds,
                               created_at, updated_at)
       SELECT gen_random_uuid(), u.id, c.id,
              CASE WHEN k.price_paise = 0 THEN 'free' ELSE 'purchase' END, 0, e.at, e.at
       FROM (
         SELECT user_n, rank FROM (SELECT DISTINCT user_n, rank FROM (
           SELECT u AS user_n,
                  floor((SELECT count(*) FROM seed_popularity) * power(random(), 2))::int AS rank
           FROM generate_series(1, ${learners}) u, generate_series(1, 12) pick) picks) pairs
         ORDER BY random() LIMIT ${SIZES.enrolments}
       ) chosen
       JOIN seed_people u ON u.n = chosen.user_n
       JOIN seed_popularity c ON c.rank = chosen.rank
       JOIN courses k ON k.id = c.id
       CROSS JOIN LATERAL (SELECT greatest(u.joined, c.created)
                                  + random() * (now() - greatest(u.joined, c.created)) AS at) e;
       UPDATE courses SET enrollments_count = e.total
       FROM (SELECT course_id, count(*)::int AS total FROM enrolments GROUP BY course_id) e
       WHERE e.course_id = courses.id;`,
    ],
    [
      'ratings',
      `INSERT INTO course_ratings (id, user_id, course_id, rating, review, created_at, updated_at)
       SELECT gen_random_uuid(), user_id, course_id,
              (ARRAY[1, 2, 3, 3, 4, 4, 4, 5, 5, 5])[1 + floor(random() * 10)::int],
              CASE WHEN random() < 0.3 THEN 'Clear explanations and useful practice questions.' END,
              created_at + interval '20 days', created_at + interval '20 days'
       FROM enrolments WHERE random() < 0.15`,
    ],
    [
      'store item numbering',
      `CREATE TEMP TABLE seed_items AS
         SELECT n, gen_random_uuid() AS id, floor(random() * 1000000)::int AS r,
                now() - random() * interval '720 days' AS created,
                (ARRAY['Notes', 'Notes', 'TestSeries', 'TestSeries', 'TestSeries', 'Material',
                       'Books', 'Books'])[1 + floor(random() * 8)::int] AS type
         FROM generate_series(1, ${SIZES.storeItems}) n`,
    ],
    [
      `${SIZES.storeItems.toLocaleString('en')} store items`,
      `INSERT INTO store_items (id, title, author, description, type, price_paise, status,
                                thumbnail_url, thumbnail_public_id, thumbnail_format,
                                pdf_public_id, pdf_format, pdf_bytes, themes, created_by,
                                deleted_at, created_at, updated_at)
       SELECT i.id,
              t.kind || ': ' || t.subject || ' - ' || t.topic || ' for ' || t.exam,
              ${pick('$6', 'i.r / 5')} || ' ' || ${pick('$7', 'i.r / 9')},
              'Covers ' || t.topic || ' in ' || t.subject || ' for ' || t.exam || '. '
                || ${pick('$5', 'i.r / 2')} || ' Includes answer keys and explanations for '
                || ${pick('$3', 'i.r / 19 + 7')} || '.',
              i.type,
              CASE WHEN i.r % 100 < 20 THEN 0 ELSE 4900 + 1000 * ((i.r / 100) % 95) END,
              CASE WHEN i.r % 100 < 85 THEN 'published'
                   WHEN i.r % 100 < 95 THEN 'draft' ELSE 'archived' END,
              'https://res.cloudinary.com/pathshala-bench/image/upload/v1/store/' || i.n || '.png',
              'pathshala/store/' || i.n, 'png',
              'pathshala/books/' || i.n, 'pdf', 200000 + (i.r % 5000000),
              jsonb_build_array(lower(t.subject)), p.id,
              CASE WHEN i.r % 1000 < 8 THEN i.created + interval '30 days' END,
              i.created, i.created
       FROM seed_items i
       JOIN seed_people p ON p.n = ${learners} + 1 + i.r % ${SIZES.instructors}
       CROSS JOIN LATERAL (
         SELECT (CASE i.type WHEN 'Notes' THEN $1::text[] WHEN 'TestSeries' THEN $2::text[]
                             WHEN 'Material' THEN $8::text[] ELSE $9::text[] END)
                  [1 + i.r % 3] AS kind,
                ${pick('$4', 'i.r / 7')} AS subject,
                ${pick('$3', 'i.r / 7')} AS topic,
                ${pick('$10', 'i.r / 11')} AS exam) t`,
      [
        ITEM_KINDS.Notes,
        ITEM_KINDS.TestSeries,
        TOPIC_NAMES,
        TOPIC_SUBJECTS,
        PROMISES,
        FIRST_NAMES,
        LAST_NAMES,
        ITEM_KINDS.Material,
        ITEM_KINDS.Books,
        CATEGORIES.map(([, exam]) => exam),
      ],
    ],
    [
      'purchases',
      `INSERT INTO purchases (id, user_id, store_item_id, source, amount_paise, created_at)
       SELECT gen_random_uuid(), u.id, s.id,
              CASE WHEN s.price_paise = 0 THEN 'free' ELSE 'purchase' END, s.price_paise,
              greatest(u.joined, s.created_at) + random() * (now() - greatest(u.joined, s.created_at))
       FROM (SELECT DISTINCT 1 + floor(random() * ${learners})::int AS user_n,
                             1 + floor(${SIZES.storeItems} * power(random(), 2))::int AS item_n
             FROM generate_series(1, 200000)) pairs
       JOIN seed_people u ON u.n = pairs.user_n
       JOIN seed_items i ON i.n = pairs.item_n
       JOIN store_items s ON s.id = i.id AND s.status = 'published';
       UPDATE store_items SET purchases_count = p.total, revenue_paise = p.revenue
       FROM (SELECT store_item_id, count(*)::int AS total, sum(amount_paise)::bigint AS revenue
             FROM purchases GROUP BY store_item_id) p
       WHERE p.store_item_id = store_items.id;`,
    ],
    [
      'orders',
      // the Razorpay orders behind every paid enrolment and purchase (fulfilled, paid when
      // access was granted), and about 5% more checkouts left open or failed
      `INSERT INTO orders (id, user_id, item_kind, course_id, store_item_id, amount_paise,
                           currency, gateway_order_id, gateway_payment_id, receipt, status,
                           paid_at, fulfilled_at, created_at, updated_at)
       SELECT gen_random_uuid(), user_id, kind, course_id, store_item_id, amount, 'INR',
              'order_bench' || n, CASE WHEN status = 'created' THEN NULL ELSE 'pay_bench' || n END,
              'rcpt_bench' || n, status,
              CASE WHEN status = 'fulfilled' THEN at END, CASE WHEN status = 'fulfilled' THEN at END,
              at - interval '2 minutes', at
       FROM (
         SELECT row_number() OVER () AS n, paid.*
         FROM (
           SELECT e.user_id, 'course' AS kind, e.course_id, NULL::uuid AS store_item_id,
                  c.price_paise AS amount, e.created_at AS at, 'fulfilled' AS status
           FROM enrolments e JOIN courses c ON c.id = e.course_id WHERE e.source = 'purchase'
           UNION ALL
           SELECT p.user_id, 'store_item', NULL, p.store_item_id, p.amount_paise, p.created_at,
                  'fulfilled'
           FROM purchases p WHERE p.source = 'purchase'
           UNION ALL
           SELECT e.user_id, 'course', e.course_id, NULL, c.price_paise,
                  e.created_at - interval '1 day',
                  CASE WHEN random() < 0.5 THEN 'created' ELSE 'failed' END
           FROM enrolments e JOIN courses c ON c.id = e.course_id
           WHERE e.source = 'purchase' AND random() < 0.05
         ) paid
       ) numbered`,
    ],
  ]
}

/** The tables the seed fills; nothing references the leaf ones' keys. */
const FILLED_TABLES = [
  'users',
  'categories',
  'courses',
  'sections',
  'lessons',
  'enrolments',
  'course_ratings',
  'store_items',
  'purchases',
  'orders',
]
const LEAF_TABLES = ['enrolments', 'course_ratings', 'purchases', 'orders']

/**
 * Bulk loading is much faster into bare tables (1,000,000 enrolments: about
 * 4 s instead of 25 s): drops the filled tables' foreign keys and plain
 * indexes, and the leaf tables' keys, and returns the statements that put
 * them back exactly as the migrations made them (same names, same
 * definitions).
 */
async function dropIndexesAndConstraints(client) {
  const { rows: constraints } = await client.query(
    `SELECT conrelid::regclass::text AS table_name, conname, contype,
            pg_get_constraintdef(oid) AS definition
     FROM pg_constraint
     WHERE conrelid = ANY ($1::regclass[])
       AND (contype = 'f' OR (contype IN ('p', 'u') AND conrelid = ANY ($2::regclass[])))`,
    [FILLED_TABLES, LEAF_TABLES]
  )
  const { rows: indexes } = await client.query(
    `SELECT indexrelid::regclass::text AS index_name, pg_get_indexdef(indexrelid) AS definition
     FROM pg_index
     WHERE indrelid = ANY ($1::regclass[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = indexrelid)`,
    [FILLED_TABLES]
  )
  const quote = (name) => client.escapeIdentifier(name)
  for (const constraint of constraints) {
    await client.query(
      `ALTER TABLE ${constraint.table_name} DROP CONSTRAINT ${quote(constraint.conname)}`
    )
  }
  for (const index of indexes) await client.query(`DROP INDEX ${index.index_name}`)
  const add = (constraint) =>
    `ALTER TABLE ${constraint.table_name} ADD CONSTRAINT ${quote(constraint.conname)} ${constraint.definition}`
  return [
    ...constraints.filter((constraint) => constraint.contype !== 'f').map(add),
    ...indexes.map((index) => index.definition),
    ...constraints.filter((constraint) => constraint.contype === 'f').map(add),
  ]
}

/**
 * Seeds the catalogue into `url` (migrated, no rows yet) and analyses it.
 * Returns the row counts.
 */
export async function seed(url, log = console.log) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const existing = await client.query('SELECT count(*)::int AS count FROM users')
    const [{ count }] = existing.rows
    if (count > 0) throw new Error(`the bench database already has ${count} users`)
    await client.query("SET synchronous_commit = off; SET work_mem = '256MB'")
    const restore = await dropIndexesAndConstraints(client)
    const hash = passwordHash()
    for (const [label, sql, params] of steps(hash)) {
      const startedAt = performance.now()
      if (params) await client.query(sql, params)
      else await client.query(sql)
      if (label !== 'random seed') {
        log(`  seeded ${label} (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`)
      }
    }
    let startedAt = performance.now()
    for (const statement of restore) await client.query(statement)
    log(`  indexes and constraints (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`)
    startedAt = performance.now()
    // trigram and b-tree statistics for the planner, visibility map for index-only scans
    await client.query('VACUUM ANALYZE')
    log(`  VACUUM ANALYZE (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`)
    const counts = await client.query(
      `SELECT (SELECT count(*) FROM users)::int AS users,
              (SELECT count(*) FROM categories)::int AS categories,
              (SELECT count(*) FROM courses)::int AS courses,
              (SELECT count(*) FROM courses WHERE status = 'published')::int AS published,
              (SELECT count(*) FROM sections)::int AS sections,
              (SELECT count(*) FROM lessons)::int AS lessons,
              (SELECT count(*) FROM enrolments)::int AS enrolments,
              (SELECT count(*) FROM course_ratings)::int AS ratings,
              (SELECT count(*) FROM store_items)::int AS store_items,
              (SELECT count(*) FROM purchases)::int AS purchases,
              (SELECT count(*) FROM orders)::int AS orders`
    )
    return counts.rows[0]
  } finally {
    await client.end()
  }
}
