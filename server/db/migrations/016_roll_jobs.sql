-- The roll import as jobs (issue 21, docs/roll-import.md): an upload becomes a job of files
-- kept in the database (bytea, so any app server or worker machine can read them), read page
-- by page by whichever worker holds the job's lease; each page's reading is stored as it is
-- read, so a job taken over after its worker died resumes at the next unread page. A file
-- gives parts, a part rows; a part is published to its booth when its checks pass or a
-- reviewer accepts it.
CREATE TABLE roll_jobs (
  id uuid PRIMARY KEY,
  created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The importer's area when the job was made ('' = admin): the checks and the areas planned
  -- read the importer's area as it is when the job runs, this is kept for the record.
  scope text COLLATE "C" NOT NULL,
  status text NOT NULL DEFAULT 'queued',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The queue (server/rolls/jobs/queue.ts): who holds the job and until when; a heartbeat
  -- extends locked_until, and a job whose lease ran out is taken again.
  locked_by text,
  locked_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  cancel_requested boolean NOT NULL DEFAULT false,
  error jsonb
);
CREATE INDEX roll_jobs_queue_idx ON roll_jobs (created_at) WHERE status IN ('queued', 'running');
CREATE INDEX roll_jobs_creator_idx ON roll_jobs (created_by, created_at);

CREATE TABLE roll_job_files (
  id uuid PRIMARY KEY,
  job_id uuid NOT NULL REFERENCES roll_jobs (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  kind text NOT NULL,
  size integer NOT NULL,
  data bytea NOT NULL,
  status text NOT NULL DEFAULT 'queued',
  pages_done integer NOT NULL DEFAULT 0,
  pages_total integer,
  read_by text,
  error jsonb
);
CREATE INDEX roll_job_files_job_idx ON roll_job_files (job_id, position);

-- One PDF page as the reader gave it (images left out): the resume point of a job.
CREATE TABLE roll_job_pages (
  file_id uuid NOT NULL REFERENCES roll_job_files (id) ON DELETE CASCADE,
  page integer NOT NULL,
  reading jsonb NOT NULL,
  -- The PNGs of its doubtful boxes, base64 by box index: rows are made once the file is read.
  images jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (file_id, page)
);

CREATE TABLE roll_job_parts (
  id uuid PRIMARY KEY,
  job_id uuid NOT NULL REFERENCES roll_jobs (id) ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES roll_job_files (id) ON DELETE CASCADE,
  position integer NOT NULL,
  edition text NOT NULL,
  assembly_number integer,
  assembly_name text NOT NULL DEFAULT '',
  part_number integer NOT NULL,
  -- Part name, polling station, sections, state, district, revision, publication date.
  info jsonb NOT NULL DEFAULT '{}'::jsonb,
  printed jsonb,
  boxes integer NOT NULL DEFAULT 0,
  -- Kept by each run of the checks (server/rolls/jobs/evaluate.ts), for the job's answers.
  counted jsonb,
  row_count integer NOT NULL DEFAULT 0,
  deleted_count integer NOT NULL DEFAULT 0,
  to_review integer NOT NULL DEFAULT 0,
  checks jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- review | publishing | published | refused
  status text NOT NULL DEFAULT 'review',
  publishing_at timestamptz,
  published jsonb,
  error jsonb
);
CREATE INDEX roll_job_parts_job_idx ON roll_job_parts (job_id, position);

CREATE TABLE roll_job_rows (
  id uuid PRIMARY KEY,
  part_id uuid NOT NULL REFERENCES roll_job_parts (id) ON DELETE CASCADE,
  position integer NOT NULL,
  -- RollRowFields (src/domain/roll-jobs.ts), as read or as a reviewer corrected them.
  fields jsonb NOT NULL,
  -- Further voter fields a table (CSV/XLSX) gave: the other script's names, address, state …
  extra jsonb NOT NULL DEFAULT '{}'::jsonb,
  confidence real NOT NULL DEFAULT 1,
  -- What the reader doubted, and what is doubted now (the reader's unless reviewed, and what
  -- the checks flag).
  read_doubts jsonb NOT NULL DEFAULT '[]'::jsonb,
  doubts jsonb NOT NULL DEFAULT '[]'::jsonb,
  reviewed boolean NOT NULL DEFAULT false,
  page integer,
  image bytea
);
CREATE INDEX roll_job_rows_part_idx ON roll_job_rows (part_id, position);
