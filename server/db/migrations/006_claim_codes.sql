-- One-time codes an unassigned account hands out to consent to being claimed (given a first
-- scope, which moves its records into the claimer's area). Only a hash of the code is kept;
-- a code lives 15 minutes, is spent by its first correct use and burnt after 5 wrong ones.
CREATE TABLE claim_codes (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0
);
