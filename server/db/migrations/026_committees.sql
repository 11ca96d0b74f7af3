-- Booth committees as data, verified (issue 46, docs/committees.md).
--
-- The committee the admin defines: its roles (English and Hindi names, a count or one per
-- panna) and its quotas (at least 3 women …), one row, replaced as a whole; `version` counts
-- the saves, so a booth's status says which definition it was judged by.
CREATE TABLE committee_definition (
  id integer PRIMARY KEY CHECK (id = 1),
  version integer NOT NULL,
  definition jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL
);

-- Who sits in each booth's committee: a member of the booth's team (a `members` record whose
-- area is the booth) in one role. One seat per member per booth. The id is made by the phone,
-- so a seat named offline and sent twice is one seat. Gender and age as the person naming them
-- gave them (the form fills them in from the member's voter record).
CREATE TABLE committee_seats (
  id uuid PRIMARY KEY,
  booth_path text COLLATE "C" NOT NULL,
  role_id text NOT NULL,
  member_id uuid NOT NULL,
  gender text NOT NULL DEFAULT '' CHECK (gender IN ('', 'female', 'male', 'other')),
  age integer,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (booth_path, member_id)
);
CREATE INDEX committee_seats_member_idx ON committee_seats (member_id);

-- A member proven real: by a one-time code sent by SMS to their phone (`phone` is the number
-- it went to; a member whose number changes since is no longer verified), or by a
-- coordinator's visit with a photo and the place. Kept per member, so moving a member to
-- another role keeps it.
CREATE TABLE committee_verifications (
  member_id uuid PRIMARY KEY,
  method text NOT NULL CHECK (method IN ('sms', 'visit')),
  phone text,
  verified_at timestamptz NOT NULL DEFAULT now(),
  verified_by uuid REFERENCES users (id) ON DELETE SET NULL,
  photo text,
  latitude double precision,
  longitude double precision,
  accuracy_m double precision,
  located_at timestamptz
);
-- One number confirms one member.
CREATE UNIQUE INDEX committee_verifications_phone_idx ON committee_verifications (phone)
  WHERE phone IS NOT NULL;

-- The code waiting for a member (the latest sent replaces the one before): only its HMAC is
-- kept, with when it ends and how many wrong tries it has had.
CREATE TABLE committee_codes (
  member_id uuid PRIMARY KEY,
  seat_id uuid NOT NULL,
  phone text NOT NULL,
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0,
  sent_by uuid REFERENCES users (id) ON DELETE SET NULL
);

-- Every code sent, for the limits (per member and per sender) and to see what SMS cost.
CREATE TABLE committee_code_sends (
  id uuid PRIMARY KEY,
  member_id uuid NOT NULL,
  sent_by uuid REFERENCES users (id) ON DELETE SET NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  gateway_message_id text
);
CREATE INDEX committee_code_sends_member_idx ON committee_code_sends (member_id, sent_at);
CREATE INDEX committee_code_sends_sender_idx ON committee_code_sends (sent_by, sent_at);

-- Each booth's committee judged against the definition: complete, and complete with verified
-- members. Written when the committee, its verifications or the definition change, and when
-- the booth's committee is read; the report from booth to state sums these rows. Derived
-- (db/derived-tables.ts): a restore recomputes it.
CREATE TABLE committee_booth_status (
  booth_path text COLLATE "C" PRIMARY KEY,
  complete boolean NOT NULL,
  verified boolean NOT NULL,
  seats integer NOT NULL,
  verified_seats integer NOT NULL,
  definition_version integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The report counts booths per area from the area records themselves: the live booths (area
-- records at booth depth, six segments) by path, read from this index alone; and the few
-- deleted ones, so a status row left by a deleted booth is not counted.
-- (services/committees/report.ts repeats these predicates word for word, so the planner uses them.)
CREATE INDEX records_live_booths_idx ON records (scope)
  WHERE tbl = 'areas' AND NOT deleted AND scope ~ '^[^/]+(/[^/]+){5}$';
CREATE INDEX records_deleted_booths_idx ON records (scope)
  WHERE tbl = 'areas' AND deleted AND scope ~ '^[^/]+(/[^/]+){5}$';
