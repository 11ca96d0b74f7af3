-- Party campaigns (spec "Party Campaigns"): a campaign invites an area (scope: everyone whose
-- own area lies inside it, '' = everyone). A user's answer is a row in campaign_invitations
-- (no row = pending); accepting sends the participation form, kept in campaign_participations.
CREATE TABLE campaigns (
  id uuid PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- YYYY-MM-DD as the people who made it wrote it: a day, not an instant in a time zone.
  date text NOT NULL,
  time text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  category text NOT NULL CHECK (category IN ('celebration', 'meeting', 'social', 'other')),
  priority text NOT NULL CHECK (priority IN ('high', 'medium', 'low')),
  max_attendees integer NOT NULL,
  image text NOT NULL DEFAULT '',
  organizer text NOT NULL DEFAULT '',
  requirements text[] NOT NULL DEFAULT '{}',
  scope text COLLATE "C" NOT NULL,
  -- NULL for the sample campaigns an empty database starts with.
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  cancelled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX campaigns_scope_idx ON campaigns (scope);

CREATE TABLE campaign_invitations (
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campaign_id, user_id)
);

CREATE INDEX campaign_invitations_user_idx ON campaign_invitations (user_id);

CREATE TABLE campaign_participations (
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  emergency_contact text NOT NULL DEFAULT '',
  additional_guests integer NOT NULL CHECK (additional_guests BETWEEN 0 AND 5),
  special_requirements text NOT NULL DEFAULT '',
  transport_needed boolean NOT NULL,
  accommodation_needed boolean NOT NULL,
  dietary_restrictions text NOT NULL DEFAULT '',
  -- Ids in the files table (placed in the campaign's area, so its invitees see them).
  photo_ids uuid[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campaign_id, user_id)
);

-- Three sample campaigns for everyone, so a new database shows the screen working (the spec's
-- page has three hard-coded ones). Dates follow the day the database was made.
INSERT INTO campaigns
  (id, title, description, date, time, location, category, priority, max_attendees, organizer,
   requirements, scope)
VALUES
  ('7c0d6a5e-1f4b-4c1a-9e51-0a6f3c2b1d01', 'Foundation Day Rally',
   'Join the district''s Foundation Day rally: a march from the party office to the town ground, speeches by senior leaders and a cultural programme.',
   to_char(current_date + 14, 'YYYY-MM-DD'), '10:00 AM', 'Town Ground, Main Road',
   'celebration', 'high', 500, 'District Committee',
   ARRAY['Party cap or scarf', 'Voter ID card', 'Water bottle'], ''),
  ('7c0d6a5e-1f4b-4c1a-9e51-0a6f3c2b1d02', 'Booth Committee Meeting',
   'Monthly meeting of booth workers: voter list review, new voter registration and the door-to-door plan for the coming weeks.',
   to_char(current_date + 5, 'YYYY-MM-DD'), '5:30 PM', 'Party Office, Ward 12',
   'meeting', 'medium', 40, 'Booth President',
   ARRAY['Updated voter slips', 'Notebook and pen'], ''),
  ('7c0d6a5e-1f4b-4c1a-9e51-0a6f3c2b1d03', 'Health Camp and Cleanliness Drive',
   'A free health check-up camp with volunteers from the local hospital, followed by a cleanliness drive in the market area.',
   to_char(current_date + 21, 'YYYY-MM-DD'), '8:00 AM', 'Government School, Sector 4',
   'social', 'low', 100, 'Seva Cell',
   ARRAY['Gloves', 'Comfortable shoes'], '');
